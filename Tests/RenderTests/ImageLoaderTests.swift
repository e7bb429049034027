@testable import Canvas
import Foundation
import Render
import Testing

@Suite struct ImageLoaderTests {
    let decoder = PNGImageDecoder()

    /// `loader.image(for:)` on a thread of its own, as the interpreter calls it.
    func blockingLoad(_ loader: ImageLoader, _ source: ImageSource, timeout: Double? = nil,
                      isInterrupted: @escaping @Sendable () -> Bool = { false }) async throws -> ImagePixels {
        try await offThePool { try loader.image(for: source, timeout: timeout, isInterrupted: isInterrupted) }
    }

    @Test func fileLoadDecodesPixelsAndSecondLoadIsCached() async throws {
        let directory = try ImageTestSupport.temporaryDirectory()
        let image = try ImageTestSupport.gradientImage(width: 5, height: 3)
        let file = try ImageTestSupport.writePNG(image, named: "gradient.png", in: directory)
        let loader = ImageLoader(decoder: decoder, diskCache: nil)
        guard case .inProgress(let task) = loader.loadImage(from: .path(file.path)) else {
            Issue.record("a first load cannot be a memory hit")
            return
        }
        let loaded = try await task.value
        #expect(loaded == image)
        #expect(loaded.pixel(x: 4, y: 2)?.red == 160)
        guard case .cached(let again) = loader.loadImage(from: .path(file.path)) else {
            Issue.record("the second load should come from the memory cache")
            return
        }
        #expect(again == image)
    }

    @Test func relativePathsResolveAgainstTheWorkingDirectory() async throws {
        let directory = try ImageTestSupport.temporaryDirectory()
        let image = try ImageTestSupport.gradientImage(width: 2, height: 2)
        _ = try ImageTestSupport.writePNG(image, named: "tile.png", in: directory)
        let loader = ImageLoader(decoder: decoder, diskCache: nil, workingDirectory: directory.path)
        #expect(try await blockingLoad(loader, .path("tile.png")) == image)
        #expect(try await blockingLoad(loader, .path("./sub/../tile.png")) == image)
    }

    @Test func missingFileAndNotAPNGAreClearErrors() async throws {
        let directory = try ImageTestSupport.temporaryDirectory()
        let loader = ImageLoader(decoder: decoder, diskCache: nil, workingDirectory: directory.path)
        await #expect { try await blockingLoad(loader, .path("absent.png")) } throws: { error in
            (error as? ImageError)?.kind == .missingFile && "\(error)".contains("absent.png")
        }
        try Data("hello, not a picture".utf8).write(to: directory.appendingPathComponent("note.png"))
        await #expect { try await blockingLoad(loader, .path("note.png")) } throws: { error in
            (error as? ImageError)?.kind == .notAPNG
        }
    }

    @Test func imagesOverThePixelLimitAreRefusedBeforeDecoding() async throws {
        let directory = try ImageTestSupport.temporaryDirectory()
        let file = try ImageTestSupport.writePNG(try ImageTestSupport.gradientImage(width: 3, height: 3),
                                                 named: "big.png", in: directory)
        var limits = ImageLoader.Limits()
        limits.maximumPixelCount = 8
        let loader = ImageLoader(decoder: decoder, diskCache: nil, limits: limits)
        await #expect { try await blockingLoad(loader, .path(file.path)) } throws: { error in
            (error as? ImageError)?.kind == .tooLarge && "\(error)".contains("3×3")
        }
    }

    @Test func memoryCacheEvictsTheLeastRecentlyUsedImage() async throws {
        let directory = try ImageTestSupport.temporaryDirectory()
        // Each 2×2 image is 16 sample bytes; 40 bytes hold two of them.
        var limits = ImageLoader.Limits()
        limits.memoryCacheBytes = 40
        let loader = ImageLoader(decoder: decoder, diskCache: nil, limits: limits)
        var paths: [String] = []
        for index in 0..<3 {
            let image = try ImageTestSupport.gradientImage(width: 2, height: 2 + 0 * index)
            paths.append(try ImageTestSupport.writePNG(image, named: "i\(index).png", in: directory).path)
        }
        _ = try await blockingLoad(loader, .path(paths[0]))
        _ = try await blockingLoad(loader, .path(paths[1]))
        _ = try await blockingLoad(loader, .path(paths[0]))   // 0 is now more recent than 1
        _ = try await blockingLoad(loader, .path(paths[2]))   // evicts 1
        if case .inProgress = loader.loadImage(from: .path(paths[0])) { Issue.record("image 0 was evicted") }
        if case .cached = loader.loadImage(from: .path(paths[1])) { Issue.record("image 1 should have been evicted") }
    }

    @Test func httpImageIsFetchedOnceAndTheDiskCacheSurvivesAFreshLoader() async throws {
        let served = try ImageTestSupport.temporaryDirectory()
        let image = try ImageTestSupport.gradientImage(width: 4, height: 4)
        _ = try ImageTestSupport.writePNG(image, named: "remote.png", in: served)
        let server = try LocalHTTPServer(serving: served)
        defer { server.stop() }
        let cache = DiskImageCache(directory: try ImageTestSupport.temporaryDirectory())
        let url = server.url("remote.png")

        let first = ImageLoader(decoder: decoder, diskCache: cache)
        #expect(try await blockingLoad(first, .url(url), timeout: 20) == image)
        #expect(try await blockingLoad(first, .url(url), timeout: 20) == image)
        #expect(first.networkFetchCount == 1)
        #expect(FileManager.default.fileExists(atPath: cache.fileURL(for: url).path))

        let second = ImageLoader(decoder: decoder, diskCache: cache)
        #expect(try await blockingLoad(second, .url(url), timeout: 20) == image)
        #expect(second.networkFetchCount == 0)
    }

    @Test func httpNotFoundIsAClearError() async throws {
        let server = try LocalHTTPServer(serving: try ImageTestSupport.temporaryDirectory())
        defer { server.stop() }
        let loader = ImageLoader(decoder: decoder, diskCache: nil)
        await #expect { try await blockingLoad(loader, .url(server.url("missing.png")), timeout: 20) } throws: { error in
            (error as? ImageError)?.kind == .httpStatus && "\(error)".contains("404")
        }
    }

    @Test func redirectsAreFollowed() async throws {
        // http.server answers /moved with 301 → /moved/, which serves moved/index.html: here a PNG.
        let served = try ImageTestSupport.temporaryDirectory()
        let moved = served.appendingPathComponent("moved")
        try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
        let image = try ImageTestSupport.gradientImage(width: 3, height: 2)
        _ = try ImageTestSupport.writePNG(image, named: "index.html", in: moved)
        let server = try LocalHTTPServer(serving: served)
        defer { server.stop() }
        let loader = ImageLoader(decoder: decoder, diskCache: nil)
        #expect(try await blockingLoad(loader, .url(server.url("moved")), timeout: 20) == image)
    }

    @Test func unresolvableHostIsANamedDNSError() async throws {
        // RFC 6761 reserves .invalid: every resolver answers that such a name does not exist.
        // Directly: through a proxy (as CI may set one), the proxy would answer instead.
        var limits = ImageLoader.Limits()
        limits.proxy = .direct
        let loader = ImageLoader(decoder: decoder, diskCache: nil, limits: limits)
        let url = try #require(URL(string: "http://shapebook-test.invalid/a.png"))
        await #expect { try await blockingLoad(loader, .url(url), timeout: 20) } throws: { error in
            (error as? ImageError)?.kind == .network && "\(error)".contains("shapebook-test.invalid could not be resolved")
        }
    }

    @Test func aProxyCarriesRequestsForOtherHosts() async throws {
        let served = try ImageTestSupport.temporaryDirectory()
        let image = try ImageTestSupport.gradientImage(width: 3, height: 3)
        _ = try ImageTestSupport.writePNG(image, named: "remote.png", in: served)
        let proxy = try LocalHTTPServer.proxy(serving: served)
        defer { proxy.stop() }
        var limits = ImageLoader.Limits()
        limits.proxy = .through("http://127.0.0.1:\(proxy.port)")
        let loader = ImageLoader(decoder: decoder, diskCache: nil, limits: limits)
        // The .invalid host cannot resolve: only the proxy can have answered.
        let url = try #require(URL(string: "http://shapebook-test.invalid/remote.png"))
        #expect(try await blockingLoad(loader, .url(url), timeout: 20) == image)
    }

    @Test func loopbackHostsBypassTheProxy() async throws {
        let served = try ImageTestSupport.temporaryDirectory()
        let image = try ImageTestSupport.gradientImage(width: 2, height: 3)
        _ = try ImageTestSupport.writePNG(image, named: "local.png", in: served)
        let server = try LocalHTTPServer(serving: served)
        defer { server.stop() }
        // A proxy that is not there: a request sent to it could not connect.
        let gone = try LocalHTTPServer(serving: served)
        gone.stop()
        var limits = ImageLoader.Limits()
        limits.proxy = .through("http://127.0.0.1:\(gone.port)")
        let loader = ImageLoader(decoder: decoder, diskCache: nil, limits: limits)
        #expect(try await blockingLoad(loader, .url(server.url("local.png")), timeout: 20) == image)
        let named = try #require(URL(string: "http://localhost:\(server.port)/local.png"))
        #expect(try await blockingLoad(loader, .url(named), timeout: 20) == image)
    }

    @Test func theEnvironmentsNoProxyListKeepsTheLoopbackHosts() {
        let route = ProxyRoute.environment
        #expect(route.curlSettings(environment: [:]) == (nil, "localhost,127.0.0.1,::1"))
        #expect(route.curlSettings(environment: ["http_proxy": "http://p:3128"]) == (nil, "localhost,127.0.0.1,::1"))
        #expect(route.curlSettings(environment: ["NO_PROXY": "example.org"]) == (nil, "example.org,localhost,127.0.0.1,::1"))
        #expect(route.curlSettings(environment: ["no_proxy": "a.org", "NO_PROXY": "b.org"]).noProxy.hasPrefix("a.org,"))
        #expect(route.curlSettings(environment: ["no_proxy": "*"]) == (nil, "*"))
        #expect(ProxyRoute.direct.curlSettings(environment: ["http_proxy": "http://p:3128"]) == ("", "localhost,127.0.0.1,::1"))
    }

    @Test func refusedConnectionIsANetworkError() async throws {
        // A port that was just free: nothing listens there once the server is gone.
        let server = try LocalHTTPServer(serving: try ImageTestSupport.temporaryDirectory())
        let url = server.url("a.png")
        server.stop()
        let loader = ImageLoader(decoder: decoder, diskCache: nil)
        await #expect { try await blockingLoad(loader, .url(url), timeout: 20) } throws: { error in
            (error as? ImageError)?.kind == .network
                && "\(error)".hasSuffix("could not connect to 127.0.0.1 port \(server.port): Connection refused")
        }
    }

    @Test func serverThatNeverAnswersTimesOutAtTheLimit() async throws {
        let server = try LocalHTTPServer.silent()
        defer { server.stop() }
        var limits = ImageLoader.Limits()
        limits.timeout = 0.5
        let loader = ImageLoader(decoder: decoder, diskCache: nil, limits: limits)
        // The message names the loader's 0.5 s limit, so libcurl's own timeout ended the transfer,
        // not the 20 s wait (which reports its own 20 s). Wall-clock bounds are not asserted: on a
        // loaded machine the continuation can wait seconds for a thread of the test's pool.
        await #expect { try await blockingLoad(loader, .url(server.url("a.png")), timeout: 20) } throws: { error in
            (error as? ImageError)?.kind == .timeout && "\(error)".contains("took longer than 0.5 s")
        }
    }

    @Test func responseOverTheByteLimitIsRefused() async throws {
        let served = try ImageTestSupport.temporaryDirectory()
        _ = try ImageTestSupport.writePNG(try ImageTestSupport.gradientImage(width: 8, height: 8), named: "big.png", in: served)
        let server = try LocalHTTPServer(serving: served)
        defer { server.stop() }
        var limits = ImageLoader.Limits()
        limits.maximumByteCount = 40
        let loader = ImageLoader(decoder: decoder, diskCache: nil, limits: limits)
        await #expect { try await blockingLoad(loader, .url(server.url("big.png")), timeout: 20) } throws: { error in
            (error as? ImageError)?.kind == .tooLarge && "\(error)".contains("more than 40 bytes")
        }
    }

    @Test func cancellingTheTaskStopsTheTransfer() async throws {
        let server = try LocalHTTPServer.silent()
        defer { server.stop() }
        let loader = ImageLoader(decoder: decoder, diskCache: nil)  // a 15 s timeout
        guard case .inProgress(let task) = loader.loadImage(from: .url(server.url("slow.png"))) else {
            Issue.record("a first load cannot be a memory hit")
            return
        }
        try await Task.sleep(for: .milliseconds(200))
        task.cancel()
        // Cancellation, not the loader's 15 s timeout error: the transfer stopped because the task
        // was cancelled (libcurl polls the flag about once a second while it waits for an answer).
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func httpReasonPhrasesAndClasses() {
        #expect(HTTPFetcher.reason(404) == "Not Found")
        #expect(HTTPFetcher.reason(503) == "Service Unavailable")
        #expect(HTTPFetcher.reason(418) == "client error")
        #expect(HTTPFetcher.reason(999) == "not an HTTP status")
    }

    @Test func interruptedWaitThrowsCancellation() async throws {
        let server = try LocalHTTPServer(serving: try ImageTestSupport.temporaryDirectory())
        defer { server.stop() }
        let loader = ImageLoader(decoder: decoder, diskCache: nil)
        await #expect(throws: CancellationError.self) {
            try await blockingLoad(loader, .url(server.url("x.png")), timeout: 20, isInterrupted: { true })
        }
    }

    @Test func urlSourcesAcceptOnlyHTTPAndFile() async throws {
        #expect(try ImageSource.url(string: "https://example.org/a.png") == .url(URL(string: "https://example.org/a.png")!))
        #expect(try ImageSource.url(string: "file:///tmp/a.png") == .path("/tmp/a.png"))
        #expect(throws: ImageError.self) { try ImageSource.url(string: "ftp://example.org/a.png") }
    }

    @Test func diskCacheNamesFilesByAStableHash() {
        // FNV-1a 64 reference values: "" is the offset basis, "a" is af63dc4c8601ec8c.
        let cache = DiskImageCache(directory: URL(fileURLWithPath: "/tmp/x"))
        #expect(cache.fileURL(for: URL(string: "a")!).lastPathComponent == "af63dc4c8601ec8c.png")
    }
}
