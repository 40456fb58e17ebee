import ArgumentParser
import Configuration
import Foundation
import ScrollFXServer

/// `scrollfx frame`: reads a scene on standard input and writes its frame on standard output.
///
/// Same configuration (file, `SCROLLFX_*` environment), decoding, validation and
/// errors as `POST /v1/frame`: a bad scene writes its problem+json to standard
/// error and exits 65 (EX_DATAERR).
struct FrameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Compute the frame of a scene read on standard input (as POST /v1/frame does)."
    )

    // No defaults here: a default would always beat the environment and the file.
    @Option(help: "A YAML configuration file; without it the embedded defaults apply.")
    var config: String?

    @Option(help: "The presets file sections may name, empty for none (presets.file).")
    var presets: String?

    @Option(help: "The largest input accepted, in bytes (limits.maxBodyBytes).")
    var maxBodyBytes: Int?

    func run() async throws {
        var flags: [AbsoluteConfigKey: ConfigValue] = [:]
        if let presets { flags["presets.file"] = .init(.string(presets), isSecret: false) }
        if let maxBodyBytes { flags["limits.maxBodyBytes"] = .init(.int(maxBodyBytes), isSecret: false) }
        let (settings, service) = try await ServiceSettings.loadForCommand(flags: flags, configFile: config)
        let maxBodyBytes = settings.maxBodyBytes
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
