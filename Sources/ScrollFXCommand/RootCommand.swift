import ArgumentParser

/// `scrollfx`: the ScrollFX scroll-effects geometry service.
@main
struct RootCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollfx",
        abstract: "Scroll-effects geometry as a service: frames, transforms and clips for scrolling layouts.",
        version: VersionCommand.version,
        subcommands: [
            Serve.self, FrameCommand.self, FramesCommand.self, PreviewCommand.self, SnapCommand.self, LocateCommand.self,
            TimelineCommand.self, HealthcheckCommand.self, VersionCommand.self,
        ]
    )
}
