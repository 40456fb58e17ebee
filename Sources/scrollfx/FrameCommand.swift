import ArgumentParser
import Configuration
import Foundation
import ScrollFXServer

/// `scrollfx frame`: reads a scene on standard input and writes its frame on standard output.
///
/// Same decoding, validation and errors as `POST /v1/frame`: a bad scene
/// writes its problem+json to standard error and exits 65 (EX_DATAERR).
struct FrameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Compute the frame of a scene read on standard input (as POST /v1/frame does)."
    )

    @Option(help: "The presets file sections may name; empty for none.")
    var presets = "Config/presets.json"

    @Option(help: "The largest input accepted, in bytes.")
    var maxBodyBytes = 1_048_576

    func run() throws {
        let service: SceneService
        do {
            var settings = try ServiceSettings(reader: ConfigReader(provider: InMemoryProvider(values: ServiceSettings.defaults)))
            settings.presetsFile = presets
            service = try settings.sceneService()
        } catch {
            writeToStandardError("scrollfx: \(error)\n")
            throw ExitCode(78)
        }
        let input = FileHandle.standardInput.readData(ofLength: maxBodyBytes + 1)
        let body = Array(input)
        do throws(Problem) {
            guard body.count <= maxBodyBytes else {
                throw Problem(title: "Content Too Large", status: 413, detail: "the input is larger than \(maxBodyBytes) bytes")
            }
            let frame = try service.frame(body: body)
            FileHandle.standardOutput.write(Data(JSONCoding.encode(frame) ?? []) + Data("\n".utf8))
        } catch {
            FileHandle.standardError.write(Data(JSONCoding.encode(error) ?? []) + Data("\n".utf8))
            throw ExitCode(65)
        }
    }
}
