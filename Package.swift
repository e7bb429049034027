// swift-tools-version: 6.1
import PackageDescription

/// Shapebook: a Jupyter kernel for exploring 2D geometry in Swift, with SwiftUI's drawing surface.
///
/// Imports point one way: shapebook → {ShapebookKernel, JupyterZMQ, Lang}; ShapebookKernel → {Jupyter,
/// Lang, Render} → Canvas → Geometry; JupyterZMQ → Jupyter.
/// Each C shim is imported by exactly one Swift target (docs/architecture.md explains the layout).
let package = Package(
    name: "Shapebook",
    products: [
        .executable(name: "shapebook", targets: ["shapebook"]),
        // Libraries for Benchmarks/, which depends on this package by path.
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Canvas", targets: ["Canvas"]),
        .library(name: "Render", targets: ["Render"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // Shrinking off: a failing property reports its input and seed at once instead of searching
        // for minutes (add `.shrinking` to one test to minimise a case by hand).
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1", traits: []),
    ],
    targets: [
        // MARK: - C libraries from Debian
        // libzmq's pkg-config file adds a Kerberos -isystem flag SwiftPM refuses; zmq.h needs none.
        .systemLibrary(name: "CZMQ", providers: [.apt(["libzmq3-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev", "libdeflate-dev"])]),
        // No pkg-config for GEOS: its file adds -lgeos_c, and libgeos_c is loaded with dlopen (CGEOS/shim.h).
        .systemLibrary(name: "CGEOS", providers: [.apt(["libgeos-dev"])]),
        // glibc extensions: malloc_trim for the memory budget, a thread's stack bounds for StackSpace.
        .systemLibrary(name: "CGlibc"),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // libcurl's C API fetches Image(url:), so no FoundationNetworking (it blocks static linking).
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),

        // Shapebook's PNG writer in C (filtering, figure deflate in parallel parts, chunks): a compiled
        // target, so that its hot loops get -O2 (Clang compiles C imported from headers with -Os).
        // libdeflate for its vectorised CRC-32 and Adler-32, zlib for adler32_combine.
        .target(name: "CPNGWriter", linkerSettings: [.linkedLibrary("deflate"), .linkedLibrary("z")]),
        // The kernel's fatal-signal handler, in C so that it makes only async-signal-safe calls.
        .target(name: "CCrashSignal"),

        // MARK: - The pipeline
        .target(name: "Geometry", dependencies: ["CGEOS", "CGlibc"]),
        .target(name: "Canvas", dependencies: ["Geometry", "CFreeType", "CCurl"]),
        .target(name: "Render", dependencies: ["Canvas", "Geometry", "CPNG", "CPNGWriter"]),
        // The language: Swift, typed (issue 11), with SwiftUI's drawing surface as its library.
        // Geometry for StackSpace (the parser's recursion bound) and the paths the library bridges;
        // Canvas for the view trees a cell's SwiftUI values become (Library/, docs/architecture.md).
        .target(name: "Lang", dependencies: ["Canvas", "Geometry"]),
        // The protocol core (wire format, signing, the kernel loop) and, apart from it, the ZeroMQ
        // transport, as xeus keeps xeus-zmq out of its core: the core never links libzmq.
        // HMAC-SHA256 for message signing is Swift (HMACSHA256.swift): no libcrypto in a kernel.
        .target(name: "Jupyter"),
        .target(name: "JupyterZMQ", dependencies: ["Jupyter", "CZMQ"]),
        .target(name: "ShapebookKernel", dependencies: ["Jupyter", "Lang", "Render", "Canvas", "CCrashSignal"]),
        // Lang for `shapebook run --typed`, which runs a script with swiftc's conventions.
        .executableTarget(name: "shapebook", dependencies: [
            "ShapebookKernel", "JupyterZMQ", "Lang",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // MARK: - Tests
        .testTarget(name: "GeometryTests", dependencies: [
            "Geometry", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "CanvasTests", dependencies: ["Canvas"]),
        // Lang only for the agreement catalogue's seed and view figures, which start as cells.
        .testTarget(name: "RenderTests", dependencies: ["Render", "Canvas", "Lang"]),
        // Fixtures/ (the old language's recorded figures, the reference the drawing surface is
        // compared with) and Scripts/ (the script tests and seed listings) are read from the source tree.
        .testTarget(name: "LangTests", dependencies: ["Lang", "Canvas", "Geometry"], exclude: ["Fixtures", "Scripts"]),
        .testTarget(name: "JupyterTests", dependencies: ["Jupyter"]),
        .testTarget(name: "JupyterZMQTests", dependencies: ["JupyterZMQ"]),
        .testTarget(name: "ShapebookKernelTests", dependencies: ["ShapebookKernel", "Lang"]),
    ]
)
