import Foundation

/// The kernel's diagnostics, written to standard error (Jupyter shows them in the server log).
///
/// Standard output is left alone: front ends never read it, and a `print` there would be lost.
package enum KernelLog {
    /// Writes one line to standard error; safe from any thread (one `write` per line).
    package static func warning(_ text: String) {
        FileHandle.standardError.write(Data("[shapebook] \(text)\n".utf8))
    }
}
