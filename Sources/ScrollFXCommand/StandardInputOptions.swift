import ArgumentParser
import Configuration
import Foundation
import ScrollFXServer

/// The options of the commands that answer one request read on standard input or from `--input` (`frame`,
/// `frames`, `preview`, `snap`, `locate`, `timeline`), and the reading and answering they share.
///
/// Same configuration (file, `SCROLLFX_*` environment), decoding, validation and errors as the HTTP
/// endpoints: a bad scene writes its problem+json to standard error and exits 65 (EX_DATAERR).
struct StandardInputOptions: ParsableArguments {
    // No defaults here: a default would always beat the environment and the file.
    @Option(help: "A YAML configuration file; without it the embedded defaults apply.")
    var config: String?

    @Option(help: "The presets file sections may name, empty for none (presets.file).")
    var presets: String?

    @Option(help: "The largest input accepted, in bytes (limits.maxBodyBytes).")
    var maxBodyBytes: Int?

    @Option(help: "Read the request body from this file instead of standard input.")
    var input: String?

    /// Reads the body and writes what `answer` makes of it on standard output, ending in a newline.
    func answer(_ answer: (SceneService, [UInt8]) throws(Problem) -> [UInt8]) async throws {
        var flags: [AbsoluteConfigKey: ConfigValue] = [:]
        if let presets { flags["presets.file"] = .init(.string(presets), isSecret: false) }
        if let maxBodyBytes { flags["limits.maxBodyBytes"] = .init(.int(maxBodyBytes), isSecret: false) }
        let (settings, service) = try await ServiceSettings.loadForCommand(flags: flags, configFile: config)
        let maxBodyBytes = settings.limits.maxBodyBytes
        // A missing file, a folder (which opens but does not read) and a closed standard input are all unreadable.
        guard let source = input.map({ FileHandle(forReadingAtPath: $0) }) ?? FileHandle.standardInput,
              let data = try? source.read(upToCount: maxBodyBytes + 1) ?? Data() else {
            writeToStandardError("scrollfx: cannot read \(input ?? "standard input")\n")
            throw ExitCode(66)
        }
        let body = Array(data)
        do throws(Problem) {
            guard body.count <= maxBodyBytes else {
                throw Problem(title: "Content Too Large", status: 413, detail: "the input is larger than \(maxBodyBytes) bytes")
            }
            let output = try answer(service, body)
            FileHandle.standardOutput.write(Data(output) + (output.last == UInt8(ascii: "\n") ? Data() : Data("\n".utf8)))
        } catch {
            FileHandle.standardError.write(Data(JSONCoding.encode(error) ?? []) + Data("\n".utf8))
            throw ExitCode(65)
        }
    }
}
