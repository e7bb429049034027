import Foundation
import Glibc
internal import CGlibc

/// What the process holds in memory, and how much the machine can give it.
///
/// The measure is the resident size from `/proc/self/statm`: it is what the out-of-memory
/// killer weighs, and reading it costs about 1 µs. glibc's `mallinfo2()` would count only live
/// heap blocks, but it walks every free chunk: 58 ms on a heap with 100,000 of them (measured
/// on the development machine), too slow to ask often.
public enum ProcessMemory {
    /// The default memory limit of a session: 4 GiB, or half of the memory the process may use
    /// (the machine's, or its control group's when that is less), whichever is less.
    /// `SHAPEBOOK_MEMORY_LIMIT` (bytes) in the environment replaces it.
    ///
    /// Every session reads it, `shapebook run`'s too, so it asks glibc (`getenv`, one small
    /// read): Foundation's environment dictionary and file reading took about 0.3 ms of a start.
    public static let defaultLimit: Int = {
        if let text = getenv("SHAPEBOOK_MEMORY_LIMIT"), let bytes = Int(String(cString: text)), bytes > 0 {
            return bytes
        }
        return min(4 << 30, available / 2)
    }()

    /// The memory this process may use: physical memory, or the control group's `memory.max`
    /// when it is lower.
    public static var available: Int {
        let physical = sysconf(Int32(_SC_PHYS_PAGES)).multipliedReportingOverflow(by: sysconf(Int32(_SC_PAGESIZE)))
        var bytes = physical.overflow || physical.partialValue <= 0 ? Int.max : physical.partialValue
        if let groupLimit = firstNumber(inFile: "/sys/fs/cgroup/memory.max"), groupLimit > 0 {
            bytes = min(bytes, groupLimit)
        }
        return bytes
    }

    /// The number a small file starts with (`memory.max` holds one, or `max`), or nil.
    private static func firstNumber(inFile path: String) -> Int? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return Int(String(decoding: buffer[..<count].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }, as: UTF8.self))
    }

    /// The resident size of the process in bytes (0 if `/proc` cannot be read).
    public static func resident() -> Int {
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { raw in
            statmDescriptor >= 0 ? pread(statmDescriptor, raw.baseAddress, raw.count, 0) : -1
        }
        guard count > 0 else { return 0 }
        // "size resident shared text lib data dt", in pages.
        let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return pages.multipliedReportingOverflow(by: pageSize).partialValue
    }

    /// Hands the heap's free pages back to the system, so that the resident size counts only
    /// what is in use (glibc keeps freed blocks mapped for reuse).
    public static func releaseFreePages() {
        _ = malloc_trim(0)
    }

    private static let pageSize = max(1, sysconf(Int32(_SC_PAGESIZE)))

    /// Kept open for the life of the process: one `pread` per measurement.
    private static let statmDescriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
}
