import ArgumentParser
import ScrollFXServer

/// `scrollfx locate`: reads a scene, a section and an item and writes the offset that puts the item where asked, as `POST /v1/locate` answers it.
/// Errors as for ``StandardInputOptions``.
struct LocateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "locate", abstract: "Find the offset that puts an item where asked (as POST /v1/locate does).")

    @OptionGroup var options: StandardInputOptions

    func run() async throws {
        try await options.answer { service, body throws(Problem) in JSONCoding.encode(try service.locate(body: body)) ?? [] }
    }
}
