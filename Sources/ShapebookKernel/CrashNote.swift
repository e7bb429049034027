import Canvas
import Foundation
internal import CCrashSignal

/// A small file that outlives a kernel that dies: which cell it was running, and the signal
/// that ended it, so that the kernel Jupyter starts in its place can tell the user.
///
/// The note lives beside the render cache (`$XDG_CACHE_HOME/shapebook/crash-notes/`), one per
/// connection file: Jupyter restarts a dead kernel with the same connection file, and kernels
/// of other notebooks sharing the directory never read each other's notes. Its text:
///
///     signal 000
///     pid 4242
///     cell 7
///     <the cell's source>
///
/// The first line is written when the kernel starts; a fatal-signal handler in C
/// (`CCrashSignal`) overwrites its three digits with the signal's number, with one `pwrite`.
/// The rest is written before each cell runs and cut off when it ends; a clean shutdown
/// deletes the file. So a note found at start-up, with a signal, a cell, or both, is the trace
/// of a kernel that died; SIGKILL (the out-of-memory killer) cannot be caught and leaves the
/// signal at 000.
public final class CrashNote: @unchecked Sendable {
    /// Where the note is kept.
    public let url: URL
    /// Open for the life of the kernel, so the signal handler needs no `open`.
    private var descriptor: Int32 = -1
    private let lock = NSLock()

    /// The header's length, `signal 000\n`: the cell part starts after it.
    private static let signalLine = "signal 000\n"
    /// Where the handler writes the signal's three digits.
    private static let signalOffset = 7

    /// The note of the kernel started with `connectionFile`, in `directory` (by default beside
    /// the render cache); nil without a home directory.
    public init?(connectionFile: String, directory: URL? = CrashNote.defaultDirectory) {
        guard let directory else { return nil }
        let path = URL(fileURLWithPath: connectionFile).standardizedFileURL.path
        url = directory.appendingPathComponent("kernel-\(Self.fingerprint(path)).note")
    }

    /// `$XDG_CACHE_HOME/shapebook/crash-notes`, else `~/.cache/shapebook/crash-notes`.
    public static var defaultDirectory: URL? { CacheDirectory.named("crash-notes") }

    // MARK: - Start-up

    /// Reads what the previous kernel of this connection file left, then starts this kernel's
    /// note and records fatal signals into it.
    /// - Returns: the sentence to show the user, or nil when the previous kernel ended cleanly
    ///   (or there was none).
    public func start() -> String? {
        let previous = (try? String(contentsOf: url, encoding: .utf8)).flatMap(Self.report)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(url.path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return previous }
        descriptor = fd
        write(Self.signalLine + "pid \(getpid())\n", at: 0)
        _ = shapebook_crash_signal_install(fd, off_t(Self.signalOffset))
        return previous
    }

    // MARK: - Cells

    /// Notes that cell `executionCount` with `source` is about to run.
    public func cellStarted(_ source: String, executionCount: Int) {
        lock.withLock {
            guard descriptor >= 0 else { return }
            let header = Self.signalLine + "pid \(getpid())\n"
            _ = ftruncate(descriptor, off_t(header.utf8.count))
            write("cell \(executionCount)\n" + source, at: header.utf8.count)
        }
    }

    /// Notes that the cell has ended (whatever its outcome).
    public func cellEnded() {
        lock.withLock {
            guard descriptor >= 0 else { return }
            _ = ftruncate(descriptor, off_t((Self.signalLine + "pid \(getpid())\n").utf8.count))
        }
    }

    /// Deletes the note: the kernel is shutting down on request, nothing to report.
    public func finish() {
        lock.withLock {
            guard descriptor >= 0 else { return }
            unlink(url.path)
            close(descriptor)
            descriptor = -1
        }
    }

    private func write(_ text: String, at offset: Int) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
    }

    // MARK: - The report

    /// What the restarted kernel says about a note the previous kernel left, or nil when there
    /// is nothing to say (an empty or unreadable note).
    static func report(_ note: String) -> String? {
        let lines = note.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false)
        guard lines.count >= 2, lines[0].hasPrefix("signal "), let number = Int32(lines[0].dropFirst(7)) else { return nil }
        var cell: (count: String, source: Substring)?
        if lines.count >= 3, lines[2].hasPrefix("cell ") {
            cell = (String(lines[2].dropFirst(5)), lines.count > 3 ? lines[3] : "")
        }
        // Killed between cells without a signal: a front end that killed its kernel to restart
        // it looks the same, so there is nothing certain to say.
        guard number > 0 || cell != nil else { return nil }
        let how: String
        if number > 0 {
            how = "died of signal \(Self.signalName(number))"
        } else {
            how = "was killed without a signal it could record (SIGKILL: most likely the system ran out of memory and its out-of-memory killer chose the kernel)"
        }
        var report = "The kernel restarted: the previous kernel \(how)"
        if let cell {
            report += " while running cell [\(cell.count)]:\n" + Self.excerpt(cell.source)
        } else {
            report += " between cells."
        }
        return report + "\nIts variables are gone: run the cells it needs again."
    }

    /// The first lines of a cell, indented, each cut at 100 characters.
    private static func excerpt(_ source: Substring) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var shown = lines.prefix(3).map { line in "    " + (line.count > 100 ? line.prefix(99) + "…" : line) }
        if lines.count > 3 { shown.append("    …") }
        return shown.joined(separator: "\n")
    }

    /// `SIGSEGV (segmentation fault)`, or `signal 42`.
    static func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [
            SIGSEGV: "SIGSEGV (segmentation fault)", SIGBUS: "SIGBUS (bus error)", SIGILL: "SIGILL (illegal instruction)",
            SIGFPE: "SIGFPE (arithmetic error)", SIGABRT: "SIGABRT (abort)", SIGTRAP: "SIGTRAP (trap)",
        ]
        return names[number] ?? "signal \(number)"
    }

    /// FNV-1a of the connection file's path, as 16 hex digits: a stable file name per kernel.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
