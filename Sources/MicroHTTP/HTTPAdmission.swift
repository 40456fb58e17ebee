/// What an ``HTTPResponder`` decides about a request from its head alone, before any body byte is read.
public enum HTTPAdmission: Sendable {
    /// The request may go on; `fields` (rate-limit fields, say) reach the responder as ``HTTPRequest/admission`` and
    /// belong on its answer. `client` names the caller the responder recognised (an API key), whose share of
    /// ``HTTPServerConfiguration/maxBufferedBytesPerClient`` the body takes; nil for the connection's network.
    case admitted(HTTPHeaders, client: String? = nil)
    /// The request is answered with this response at once: its body is never read, no `100 Continue` is sent, and
    /// the connection closes after the answer.
    case refused(HTTPResponse)
}
