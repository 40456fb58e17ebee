/// What an ``HTTPResponder`` decides about a request from its head alone, before any body byte is read.
public enum HTTPAdmission: Sendable {
    /// The request may go on; `fields` (rate-limit fields, say) reach the responder as ``HTTPRequest/admission`` and
    /// belong on its answer.
    case admitted(HTTPHeaders)
    /// The request is answered with this response at once: its body is never read, no `100 Continue` is sent, and
    /// the connection closes after the answer.
    case refused(HTTPResponse)
}
