import Glibc
import Synchronization

/// The interrupt and the memory budget of the work a thread is doing: a cell, and the drawing
/// of its result.
///
/// A kernel keeps one per session and installs it (`run(_:)`) on the thread that runs a cell
/// and on the threads that draw. Work anywhere below the language — set operations, flattening,
/// stroking, layout, rasterizing, encoding — asks `ResourceContext.checkpoint()` in its long
/// loops, which throws once an interrupt was requested, and `ResourceContext.reserve(_:for:)`
/// before it allocates much, which refuses growth past the budget. Where no context is
/// installed both do nothing, so code and tests that never install one run as before.
///
/// Thread-safe: the interrupt is requested from another thread (the kernel's control thread)
/// while the cell runs, and band threads of the rasterizer share the context of their caller.
public final class ResourceContext: Sendable {
    private let interruptRequested = Atomic<Bool>(false)
    private let limit: Atomic<Int>
    /// Bytes reserved since the process's memory was last measured.
    private let unmeasured = Atomic<Int>(0)
    /// What frees memory in the background, waited for before growth is refused.
    private let freeing: (any BackgroundFreeing)?

    /// How many bytes may be reserved between two measurements of the process: one request this
    /// large, or this many bytes of smaller ones, reads the resident size again (about 1 µs).
    static let measuringStep = 16 << 20

    /// How long a refusal waits, at most, for memory being freed in the background (`freeing`):
    /// a debug build took 12 s to free the fuzzer's backlog of stopped cells' values.
    static let freeingWait: Double = 5

    /// A context with the given budget for the whole process's memory, in bytes; before it
    /// refuses growth it waits for what `freeing` is still freeing.
    public init(memoryLimit: Int = ProcessMemory.defaultLimit, freeing: (any BackgroundFreeing)? = nil) {
        limit = Atomic(memoryLimit)
        self.freeing = freeing
    }

    // MARK: - Interrupts

    /// Asks the work under this context to stop at its next checkpoint; callable from any thread.
    public func requestInterrupt() {
        interruptRequested.store(true, ordering: .relaxed)
    }

    /// Forgets a requested interrupt (before the next cell starts).
    public func clearInterrupt() {
        interruptRequested.store(false, ordering: .relaxed)
    }

    /// True once an interrupt was requested and not cleared.
    public var isInterruptRequested: Bool {
        interruptRequested.load(ordering: .relaxed)
    }

    /// Throws `ResourceError.interrupted` once an interrupt was requested: one atomic load.
    @inline(__always)
    public func checkInterrupt() throws(ResourceError) {
        if interruptRequested.load(ordering: .relaxed) { throw .interrupted }
    }

    // MARK: - Memory

    /// The most memory the process may hold, in bytes, before growth is refused.
    public var memoryLimit: Int {
        get { limit.load(ordering: .relaxed) }
        set { limit.store(newValue, ordering: .relaxed) }
    }

    /// Refuses to let `bytes` more be allocated when the process would then hold more than the
    /// limit; call it before the allocation (or, where the size is only known after a copy,
    /// right after it).
    ///
    /// Requests smaller than `measuringStep` are only counted until they add up to it, so that
    /// many small allocations (nested arrays made unique one by one) are measured too, at a
    /// cost of one read of `/proc/self/statm` per 16 MB. Before refusing, freed heap pages are
    /// handed back to the system and the process measured again, so garbage left by an earlier
    /// cell never counts against a new one.
    ///
    /// - Parameters:
    ///   - bytes: the size about to be allocated.
    ///   - what: what the memory is for, for the message (`a String of 3 GiB`).
    /// - Throws: `ResourceError.memory` saying what asked for how much, and the limit.
    public func reserve(_ bytes: Int, for what: @autoclosure () -> String) throws(ResourceError) {
        guard bytes > 0 else { return }
        let pending = unmeasured.wrappingAdd(bytes, ordering: .relaxed).newValue
        guard bytes >= Self.measuringStep || pending >= Self.measuringStep || pending < 0 else { return }
        try measure(adding: bytes, for: what())
    }

    /// Measures the process now and refuses when it already holds more than the limit: the
    /// backstop for growth in pieces too small or too many to reserve one by one (a loop
    /// calls it every few thousand steps).
    /// - Throws: `ResourceError.memory` naming `what`.
    public func checkMemory(for what: @autoclosure () -> String) throws(ResourceError) {
        try measure(adding: 0, for: what())
    }

    /// Refuses when the resident size plus `bytes` passes the limit, after handing freed pages
    /// back and, if values are still being freed in the background, after waiting for them.
    private func measure(adding bytes: Int, for what: @autoclosure () -> String) throws(ResourceError) {
        unmeasured.store(0, ordering: .relaxed)
        let limit = memoryLimit
        guard ProcessMemory.resident() > limit - bytes else { return }
        ProcessMemory.releaseFreePages()
        var resident = ProcessMemory.resident()
        if resident > limit - bytes, waitForFreeing() {
            ProcessMemory.releaseFreePages()
            resident = ProcessMemory.resident()
        }
        guard resident > limit - bytes else { return }
        throw .memory(what: what(), requested: bytes, resident: resident, limit: limit)
    }

    /// Waits, at most `freeingWait` seconds and only until an interrupt comes, while memory is
    /// being freed in the background; true when there was any to wait for.
    private func waitForFreeing() -> Bool {
        guard let freeing else { return false }
        let deadline = ContinuousClock.now + .milliseconds(Int(Self.freeingWait * 1000))
        var waited = false
        while !isInterruptRequested, ContinuousClock.now < deadline, freeing.waitWhileFreeing(seconds: 0.05) {
            waited = true
        }
        return waited
    }

    // MARK: - The thread's context

    /// The context installed on the calling thread, if any.
    public static var current: ResourceContext? {
        guard let pointer = pthread_getspecific(currentContextKey) else { return nil }
        return Unmanaged<ResourceContext>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with this context installed on the calling thread (the previous one, if
    /// any, is restored afterwards).
    public func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let previous = pthread_getspecific(currentContextKey)
        pthread_setspecific(currentContextKey, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(currentContextKey, previous) }
        return try withExtendedLifetime(self) { () throws(E) -> T in try body() }
    }

    /// Runs `body` with `context` installed on the calling thread, or as it is when nil: how
    /// work handed to another thread keeps the context of the thread that handed it over.
    public static func run<T, E: Error>(_ context: ResourceContext?, _ body: () throws(E) -> T) throws(E) -> T {
        guard let context else { return try body() }
        return try context.run(body)
    }

    /// Throws when the calling thread's context was interrupted; nothing without a context.
    @inline(__always)
    public static func checkpoint() throws(ResourceError) {
        try current?.checkInterrupt()
    }

    /// `checkpoint()` for code that throws its own error type: `wrap` turns the interrupt into it.
    @inline(__always)
    public static func checkpoint<E: Error>(_ wrap: (ResourceError) -> E) throws(E) {
        do { try checkpoint() } catch { throw wrap(error) }
    }

    /// The calling thread's context's `reserve(_:for:)`; nothing without a context.
    public static func reserve(_ bytes: Int, for what: @autoclosure () -> String) throws(ResourceError) {
        try current?.reserve(bytes, for: what())
    }

    /// `reserve(_:for:)` for code that throws its own error type: `wrap` turns the refusal into it.
    public static func reserve<E: Error>(_ bytes: Int, for what: @autoclosure () -> String,
                                         _ wrap: (ResourceError) -> E) throws(E) {
        do { try reserve(bytes, for: what()) } catch { throw wrap(error) }
    }
}

/// The thread-specific slot that holds each thread's installed context (unretained: `run`
/// keeps the context alive while it is installed).
private let currentContextKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()
