import ArgumentParser
import ScrollFXServer

/// `scrollfx version`: prints the version.
struct VersionCommand: ParsableCommand {
    /// The release this source tree is.
    static let version = ServiceRelease.version

    static let configuration = CommandConfiguration(commandName: "version", abstract: "Print the version.")

    func run() {
        print("scrollfx \(Self.version)")
    }
}
