import Canvas
import Foundation
import Render

/// Test images and a throwaway http server for the image-loader tests.
enum ImageTestSupport {
    /// A `width`×`height` image whose pixel (x, y) is (40x, 40y, 200, 255 - 10x).
    static func gradientImage(width: Int, height: Int) throws -> ImagePixels {
        var samples: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                samples += [UInt8(min(255, 40 * x)), UInt8(min(255, 40 * y)), 200, UInt8(max(0, 255 - 10 * x))]
            }
        }
        return try ImagePixels(width: width, height: height, samples: samples)
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shapebook-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `image` as a PNG named `name` in `directory`.
    static func writePNG(_ image: ImagePixels, named name: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(PNGEncoder.libpngDefaults.encode(image)).write(to: url)
        return url
    }
}

/// Python's http.server on 127.0.0.1 on a free port, serving one directory, stopped on `stop()`;
/// or, `silent`, a socket that accepts connections and never answers (for timeouts).
final class LocalHTTPServer {
    let process = Process()
    let port: Int

    /// Serves the files in `directory`.
    convenience init(serving directory: URL) throws {
        try self.init(script: """
            import functools, http.server, os, sys
            handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
            server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
            with open(sys.argv[2] + ".tmp", "w") as f: f.write(str(server.server_address[1]))
            os.rename(sys.argv[2] + ".tmp", sys.argv[2])
            server.serve_forever()
            """, directory: directory.path)
    }

    /// A forward proxy that answers every request for an absolute URL (`GET http://host/name`)
    /// with the file `name` in `directory`, whatever the host: requests reach it only through
    /// the proxy, since the hosts they name need not exist.
    static func proxy(serving directory: URL) throws -> LocalHTTPServer {
        try LocalHTTPServer(script: """
            import functools, http.server, os, sys, urllib.parse
            class Proxy(http.server.SimpleHTTPRequestHandler):
                def translate_path(self, path):
                    return super().translate_path(urllib.parse.urlsplit(path).path)
            handler = functools.partial(Proxy, directory=sys.argv[1])
            server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
            with open(sys.argv[2] + ".tmp", "w") as f: f.write(str(server.server_address[1]))
            os.rename(sys.argv[2] + ".tmp", sys.argv[2])
            server.serve_forever()
            """, directory: directory.path)
    }

    /// Listens and lets the kernel complete TCP handshakes, but never reads or answers a request.
    ///
    /// It listens until `stop()` or until the test process is gone, not for a fixed time: under a
    /// load of 15–30 a run's connection came after a ten-minute lifetime had ended ("connection
    /// refused" instead of the cancellation the test waits for).
    static func silent() throws -> LocalHTTPServer {
        try LocalHTTPServer(script: """
            import os, socket, sys, time
            listener = socket.socket()
            listener.bind(("127.0.0.1", 0))
            listener.listen(16)
            with open(sys.argv[2] + ".tmp", "w") as f: f.write(str(listener.getsockname()[1]))
            os.rename(sys.argv[2] + ".tmp", sys.argv[2])
            test_process = os.getppid()
            while os.getppid() == test_process:
                time.sleep(1)
            """, directory: "/")
    }

    private init(script: String, directory: String) throws {
        // The server writes its port to a file: reading a pipe from a test thread proved unreliable.
        let portFile = FileManager.default.temporaryDirectory.appendingPathComponent("shapebook-port-\(UUID().uuidString)")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, directory, portFile.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var port: Int?
        for _ in 0..<200 where port == nil {
            Thread.sleep(forTimeInterval: 0.05)
            port = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0) }
        }
        guard let port else {
            kill(process.processIdentifier, SIGKILL)
            throw CanvasError("the test http server did not report its port within 10 s")
        }
        self.port = port
    }

    /// The URL of `name` on this server.
    func url(_ name: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(name)") ?? URL(fileURLWithPath: "/")
    }

    /// Kills the server. SIGKILL, because the child inherits a signal mask that blocks SIGTERM.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

/// Runs `body` on a thread of its own and awaits it.
///
/// `ImageLoader.image(for:)` blocks its caller, as the interpreter's shell thread may be blocked;
/// called from the few cooperative-pool threads that run parallel tests it would starve the
/// very tasks it waits for.
func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.start()
    }
}
