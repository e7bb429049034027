import Foundation

/// The kernel's CPU and memory use, for `usage_reply` (what jupyter-resource-usage asks).
///
/// Cheap to compute: one `getrusage` call and one small read of `/proc/self/statm`.
struct ResourceUsage {
    /// CPU seconds (user + system) used since the process started.
    var cpuSeconds: Double
    /// Seconds since the process started (since this type was first used, close enough).
    var wallSeconds: Double
    /// Resident set size in bytes.
    var residentBytes: Int

    private static let processStart = Date()

    /// Measures now.
    static func current() -> ResourceUsage {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        return ResourceUsage(
            cpuSeconds: cpu, wallSeconds: Date().timeIntervalSince(processStart), residentBytes: residentSetSize())
    }

    /// The `usage_reply` content: average CPU percent over the process's life, and RSS.
    var content: JSONObject {
        let percent = wallSeconds > 0 ? 100 * cpuSeconds / wallSeconds : 0
        return [
            "kernel_cpu": .double(percent), "kernel_memory": .int(residentBytes),
            "pid": .int(Int(getpid())), "hostname": .string(ProcessInfo.processInfo.hostName),
            "cpu_count": .int(ProcessInfo.processInfo.activeProcessorCount),
            "host_virtual_memory": ["total": .int(Int(clamping: ProcessInfo.processInfo.physicalMemory))],
        ]
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }

    /// The second field of `/proc/self/statm` (resident pages) times the page size; 0 off Linux.
    static func residentSetSize() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
