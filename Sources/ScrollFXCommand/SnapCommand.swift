import ArgumentParser
import ScrollFXServer

/// `scrollfx snap`: reads a fling and writes where it settles, as `POST /v1/snap` answers it.
/// Errors as for ``StandardInputOptions``.
struct SnapCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "snap", abstract: "Settle a fling: where a scroll container comes to rest (as POST /v1/snap does).")

    @OptionGroup var options: StandardInputOptions

    func run() async throws {
        try await options.answer { service, body throws(Problem) in JSONCoding.encode(try service.snap(body: body)) ?? [] }
    }
}
