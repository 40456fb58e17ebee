// swift-tools-version: 6.2
import Foundation
import PackageDescription

let package = Package(
    name: "ScrollFX",
    products: [
        .executable(name: "scrollfx", targets: ["ScrollFXCommand"]),
        .library(name: "ScrollFX", targets: ["ScrollFX"]),
        .library(name: "ScrollFXServer", targets: ["ScrollFXServer"]),
        .library(name: "ScrollFXClient", targets: ["ScrollFXClient"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The engine's elementary functions (cos, hypot, log, exp) on every platform, Apple's included.
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0", traits: [.defaults, "YAML"]),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // SHA-256 of API keys (only digests are kept).
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // The Swift client: the runtime of the code swift-openapi-generator wrote (scripts/generate-swift-client), on the
        // URLSession transport apps use.
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Tests only: FilePath for the child processes (already built for swift-configuration).
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        // Tests only: generated scenes for property tests.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Tests only: child processes (scrollfx, the browser script) spawned with none of the test process's
        // descriptors but their own pipes, watched through a process descriptor, torn down on cancellation.
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
    ],
    targets: [
        // libmicrohttpd, found through pkg-config; `shim.h` wraps its variadic calls.
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // The HTTP transport: knows nothing of ScrollFX.
        .target(name: "MicroHTTP", dependencies: ["CMicroHTTPD"]),
        // The pure geometry engine: the standard library and swift-numerics' RealModule, nothing platform-specific.
        .target(name: "ScrollFX", dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
        // A strict JSON reader (I-JSON, positions and pointers in errors) feeding `Decodable`, and a direct writer.
        .target(name: "StrictJSON"),
        // The HTTP API: routes, JSON coding, problem+json.
        .target(name: "ScrollFXServer", dependencies: [
            "MicroHTTP", "ScrollFX", "StrictJSON",
            .product(name: "Logging", package: "swift-log"), .product(name: "Prometheus", package: "swift-prometheus"),
            .product(name: "Metrics", package: "swift-metrics"), .product(name: "Crypto", package: "swift-crypto"),
        ], resources: [
            .embedInCode("Resources/openapi.json"), .embedInCode("Resources/playground.html"), .embedInCode("Resources/presets.json"),
            .embedInCode("Resources/timeline-player.js"), .embedInCode("Resources/scrollfx.mjs"),
        ]),
        // The Swift client of the HTTP API: generated types and operations, and the by-id retry over them.
        .target(name: "ScrollFXClient", dependencies: [
            .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
        ], exclude: ["Generated/openapi.sha256"]),
        // The `scrollfx` command line.
        .executableTarget(
            name: "ScrollFXCommand",
            dependencies: [
                "ScrollFXServer", "MicroHTTP", "ScrollFX",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        // The iOS example of docs/clients.md: a timeline played on scroll; built and run on Linux without its UIKit lines.
        .executableTarget(name: "ParallaxExample", dependencies: ["ScrollFX"], path: "Clients/swift/ParallaxExample"),
        .testTarget(
            name: "ScrollFXTests",
            // ScrollFXServer for the scene's canonical form, written by the service's writer over generated scenes.
            dependencies: ["ScrollFX", "ScrollFXServer", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "ScrollFXServerTests", dependencies: [
            "ScrollFXServer", "ScrollFX", "ScrollFXClient", "MicroHTTP", "TestSupport", "EdgeCases", .product(name: "Logging", package: "swift-log"),
            .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"), .product(name: "HTTPTypes", package: "swift-http-types"),
        ]),
        .testTarget(name: "MicroHTTPTests", dependencies: ["MicroHTTP", "TestSupport"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON", "EdgeCases", "TestSupport"]),
        .testTarget(name: "ScrollFXCommandTests", dependencies: ["ScrollFXCommand", "TestSupport", "EdgeCases"]),
        // Test helpers: a raw-socket HTTP/1.1 client for loopback, the golden fixtures, child processes, Chromium.
        .target(name: "TestSupport", dependencies: [
            "EdgeCases", .product(name: "Subprocess", package: "swift-subprocess"), .product(name: "SystemPackage", package: "swift-system"),
        ], path: "Tests/TestSupport"),
        // Numbers at the edges written into requests, fuzz inputs read as requests, and the range answers must keep:
        // shared by the fuzz target and the tests, so it depends on nothing.
        .target(name: "EdgeCases", path: "Tests/EdgeCases"),
    ]
)

// Benchmarks (ordo-one/benchmark) join the package only when asked for, so CI never builds them:
// SCROLLFX_BENCHMARKS=1 swift package benchmark
if ProcessInfo.processInfo.environment["SCROLLFX_BENCHMARKS"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]))
    package.targets.append(.executableTarget(
        name: "FrameBenchmarks",
        dependencies: ["ScrollFX", "ScrollFXServer", .product(name: "Benchmark", package: "benchmark")],
        path: "Benchmarks/FrameBenchmarks",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ))
    // Instruction counts under callgrind: scripts/bench-instructions.
    package.targets.append(.executableTarget(
        name: "InstructionCounts",
        dependencies: ["ScrollFX", "ScrollFXServer", "MicroHTTP", .product(name: "Logging", package: "swift-log")],
        path: "Benchmarks/InstructionCounts"
    ))
}

// The libFuzzer target joins only for scripts/fuzz, which builds it with -sanitize=fuzzer,address.
if ProcessInfo.processInfo.environment["SCROLLFX_FUZZ"] == "1" {
    package.targets.append(.executableTarget(
        name: "ScrollFXFuzz",
        dependencies: ["ScrollFXServer", "ScrollFX", "MicroHTTP", "StrictJSON", "EdgeCases", .product(name: "Logging", package: "swift-log")],
        path: "Fuzz/ScrollFXFuzz"
    ))
}

for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        // `any` spelled out for existential types, so their cost is visible.
        .enableUpcomingFeature("ExistentialAny"),
        // A file sees only the members of the modules it imports itself.
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
