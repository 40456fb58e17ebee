import ArgumentParser
import ScrollFXServer

/// `scrollfx frame`: reads a scene on standard input and writes its frame on standard output,
/// as `POST /v1/frame` answers it (see ``StandardInputOptions`` for errors).
struct FrameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Compute the frame of a scene read on standard input (as POST /v1/frame does)."
    )

    @OptionGroup var options: StandardInputOptions

    func run() async throws {
        try await options.answer { service, body throws(Problem) in JSONCoding.encode(try service.frame(body: body)) ?? [] }
    }
}
