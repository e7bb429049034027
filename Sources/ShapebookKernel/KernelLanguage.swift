import Foundation
import Jupyter

/// Which front end runs the kernel's cells: the old shape language (the default) or the typed
/// Swift front end, Lang (issue 11), chosen by `SHAPEBOOK_LANGUAGE=typed` until every notebook
/// draws the same through Lang (`Tests/LangTests/ReadinessTests.swift` measures how close it is).
public enum KernelLanguage: String, Sendable {
    case old
    case typed

    /// The language `SHAPEBOOK_LANGUAGE` names: `typed` for Lang, anything else (or unset) the old one.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> KernelLanguage {
        environment["SHAPEBOOK_LANGUAGE"]?.lowercased() == "typed" ? .typed : .old
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
