// swift-tools-version: 6.1
import PackageDescription

/// Shapebook's benchmarks: executables built in release mode against the root package.
/// Run with `make -C Benchmarks run`; results are written up in docs/benchmarks.md.
let package = Package(
    name: "ShapebookBenchmarks",
    dependencies: [
        .package(name: "Shapebook", path: ".."),
    ],
    targets: [
        // MARK: - Render: Shapebook's rasterizer and PNG encoder against cairo
        .systemLibrary(name: "CCairo", path: "render/CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .executableTarget(name: "RenderBenchmark", dependencies: [
            "CCairo",
            .product(name: "Render", package: "Shapebook"),
            .product(name: "Canvas", package: "Shapebook"),
            .product(name: "Geometry", package: "Shapebook"),
        ], path: "render/RenderBenchmark"),
        // MARK: - Geometry: flattening, stroking, measuring and set operations (issue 3)
        .executableTarget(name: "GeometryBenchmark", dependencies: [
            .product(name: "Geometry", package: "Shapebook"),
        ], path: "geometry/GeometryBenchmark"),
    ]
)
