internal import CGEOS
import Foundation

/// A GEOS context handle for the duration of one operation, with GEOS's error messages captured.
///
/// GEOS's reentrant API wants one context per thread. Rather than a thread-local (which Swift
/// concurrency makes fragile: a task may resume on another thread), every set operation creates
/// its own context and finishes it before returning. `GEOS_init_r` plus `GEOS_finish_r` cost
/// about 0.1 µs (measured with GEOS 3.11 on the development machine, 100 000 pairs), negligible
/// beside converting a flattened path, so the simplicity wins. Contexts never cross threads.
final class GEOSContext {
    /// libgeos_c's functions (`geos.GEOSUnion_r(handle, …)`), loaded on the first operation.
    let geos: shapebook_geos_api
    let handle: GEOSContextHandle_t
    /// The last error GEOS reported through the message handler, if any.
    fileprivate(set) var lastError: String?
    /// Every geometry GEOS returned to this side and no GEOS object has taken over: destroyed
    /// with the context. Owning them here, not in per-geometry wrappers, keeps every pointer
    /// valid for the whole operation, whatever ARC decides about a wrapper's last use.
    private var owned: Set<OpaquePointer> = []

    private init?(_ geos: shapebook_geos_api) {
        guard let handle = geos.GEOS_init_r() else { return nil }
        self.geos = geos
        self.handle = handle
        let box = Unmanaged.passUnretained(self).toOpaque()
        _ = geos.GEOSContext_setErrorMessageHandler_r(handle, { message, userData in
            guard let userData else { return }
            let context = Unmanaged<GEOSContext>.fromOpaque(userData).takeUnretainedValue()
            context.lastError = message.map { String(cString: $0) } ?? "unknown GEOS error"
        }, box)
    }

    deinit {
        for geometry in owned { geos.GEOSGeom_destroy_r(handle, geometry) }
        geos.GEOS_finish_r(handle)
    }

    /// Runs `body` with a fresh context, finished when `body` returns; stops inside GEOS when
    /// the thread's `ResourceContext` is interrupted.
    ///
    /// GEOS 3.11 (Debian 12) has one interrupt flag for the whole process: a callback, called
    /// before each of GEOS's checks, may raise it, and the thread that next checks it stops.
    /// So that an interrupt stops the operation it was meant for, operations run one at a time
    /// in the process (`serial`), and the callback raises the flag only for the running one.
    /// A kernel runs one cell at a time, so this costs it nothing.
    /// - Throws: `GeometryError` when GEOS cannot start, or whatever `body` throws; with
    ///   `limit` set to `.interrupted` when the interrupt stopped it.
    static func run<T>(_ body: (GEOSContext) throws(GeometryError) -> T) throws(GeometryError) -> T {
        try ResourceContext.checkpoint { GeometryError($0) }
        let geos = try library.get()
        installInterruptCallback
        serial.lock()
        defer {
            geos.GEOS_interruptCancel()
            serial.unlock()
        }
        guard let context = GEOSContext(geos) else {
            throw GeometryError("the GEOS geometry library could not start a context")
        }
        return try withExtendedLifetime(context) { () throws(GeometryError) -> T in try body(context) }
    }

    /// One GEOS operation at a time in the process, so that GEOS's one interrupt flag belongs to it.
    private static let serial = NSLock()

    /// Registers, once, the callback GEOS calls before each of its interrupt checks: it raises
    /// GEOS's flag when the calling thread's context was interrupted.
    private static let installInterruptCallback: Void = {
        guard case .success(let geos) = library else { return }
        _ = geos.GEOS_interruptRegisterCallback {
            guard case .success(let geos) = library,
                  ResourceContext.current?.isInterruptRequested == true else { return }
            geos.GEOS_interruptRequest()
        }
    }()

    /// libgeos_c's functions, loaded with dlopen on the first operation (CGEOS/shim.h says why),
    /// or why it could not be loaded.
    private static let library: Result<shapebook_geos_api, GeometryError> = {
        var message = [CChar](repeating: 0, count: 512)
        guard let api = shapebook_geos_load(&message, message.count) else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(GeometryError("the GEOS geometry library could not be loaded: \(reason)"))
        }
        return .success(api.pointee)
    }()

    /// Takes ownership of a geometry GEOS returned (until the context finishes), or throws
    /// GEOS's message when it returned nil (`.interrupted` when the interrupt stopped GEOS).
    func own(_ pointer: OpaquePointer?, _ operation: String) throws(GeometryError) -> OpaquePointer {
        guard let pointer else {
            if ResourceContext.current?.isInterruptRequested == true { throw GeometryError(.interrupted) }
            throw GeometryError("\(operation) failed in GEOS: \(lastError ?? "no message")")
        }
        owned.insert(pointer)
        return pointer
    }

    /// Hands a geometry to GEOS: a polygon or collection constructor takes it over.
    func handOver(_ geometry: OpaquePointer) -> OpaquePointer {
        owned.remove(geometry)
        return geometry
    }
}
