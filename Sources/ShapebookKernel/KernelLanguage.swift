import Foundation
import Jupyter

/// Which front end runs the kernel's cells, `shapebook run` and `render`: the typed Swift front
/// end, Lang (issue 11), or the old shape language. `SHAPEBOOK_LANGUAGE=typed` or `=old` chooses
/// one; without it (or with another value) it is `standard`, Lang, the one place that names the
/// default.
public enum KernelLanguage: String, Sendable {
    case old
    case typed

    /// The language used when `SHAPEBOOK_LANGUAGE` names none.
    public static let standard = KernelLanguage.typed

    /// The language `SHAPEBOOK_LANGUAGE` names (`typed` or `old`, in any case), else `standard`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> KernelLanguage {
        environment["SHAPEBOOK_LANGUAGE"].flatMap { KernelLanguage(rawValue: $0.lowercased()) } ?? standard
    }

    /// The kernel's interpreter for this language, leaving a crash note when it has one.
    public func interpreter(crashNote: CrashNote?) -> any KernelInterpreter {
        switch self {
        case .old: ShapebookInterpreter(crashNote: crashNote)
        case .typed: LangInterpreter(crashNote: crashNote)
        }
    }

    /// A runner of scripts outside Jupyter (`shapebook run` and `render`) in this language.
    /// - Parameter describesFigures: whether a figure prints its description line.
    public func scriptRunner(output: @escaping (String) -> Void, describesFigures: Bool = true) -> any ScriptRunning {
        switch self {
        case .old: ScriptRunner(output: output, describesFigures: describesFigures)
        case .typed: LangScriptRunner(output: output, describesFigures: describesFigures)
        }
    }
}
