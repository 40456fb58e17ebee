import ArgumentParser
import ScrollFXServer

/// `scrollfx frames`: reads a scene with `offsets` and writes one frame per offset, as `POST /v1/frames` answers it.
/// Errors as for ``StandardInputOptions``.
struct FramesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "frames", abstract: "Compute the frames of a scene at each of its offsets (as POST /v1/frames does).")

    @OptionGroup var options: StandardInputOptions

    func run() async throws {
        try await options.answer { service, body throws(Problem) in JSONCoding.encode(try service.frames(body: body)) ?? [] }
    }
}
