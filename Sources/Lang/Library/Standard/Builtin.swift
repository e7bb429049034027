import Synchronization

/// One member or free function of the standard library, declared once: its Swift declaration
/// and doc comment (what completion, Shift-Tab and docs/reference.md show) and the rule by
/// which the checker types and lowers a use of it. The checker finds a builtin only through
/// `StandardLibrary`'s table of these.
///
/// The declaration is parsed on the first use of its signature, not when the table is built:
/// parsing all of them took about 1.5 ms of every process's start, `print(1)`'s included.
///
/// A class, so that the table is built by copying references: as a struct of ten properties,
/// joining the topics' arrays into `entries`, grouping them by name and destroying the
/// intermediates copied and released every property of every entry (a `print(1)` process ran
/// 9.39 million instructions with it, 7.93 million without, callgrind).
final class Builtin: Sendable {
    /// Types and lowers one use; nil when the use does not fit this declaration (another
    /// overload of the name may).
    typealias Rule = @Sendable (Checker, BuiltinSite) -> Typed?

    /// What declares it: `""` for a free function, else a type (`Int`, `Array`) or the protocol
    /// whose conformers share it (`BinaryInteger`, `Sequence`), as Swift's documentation does.
    let owner: String
    /// The Swift declaration, as in Swift's interface (`func isMultiple(of other: Self) -> Bool`).
    let declaration: String
    /// The doc comment: a one-line summary, then any details.
    let documentation: String
    /// What follows the name in a use the checker accepts (`"(of: 2)"`; `""` for a property), for
    /// the test that every entry checks.
    let sample: String
    /// Whether the rule is called only when the use's argument labels are the declaration's (a
    /// rule that reads its arguments by position); otherwise the rule checks the labels itself and
    /// words Swift's diagnostic for wrong ones.
    let matchesLabels: Bool
    /// The protocols whose extensions declare it, least refined first, where that is not just
    /// `owner` (`suffix(_:)` is Sequence's, Collection's and BidirectionalCollection's; Array's
    /// `split(separator:)` is Collection's): a use takes the most refined one its receiver
    /// conforms to, by which swiftc ranks the overloads of a method named as a value
    /// (BuiltinSpecialization.swift).
    let declaredIn: [String]
    /// The element's protocol the declaring extension requires (`extension Sequence where
    /// Element: Equatable` declares `contains(_:)`), nil for none.
    let elementRequirement: String?
    let rule: Rule
    /// The declared name, read from the declaration without parsing it (the word after `func`
    /// or `var`, or `init`); a test checks that the parse gives the same.
    let name: String
    private let parsed: ParsedSignature

    init(_ owner: String, _ declaration: String, _ documentation: String, sample: String = "",
         matchesLabels: Bool = false, declaredIn: [String] = [], where elementRequirement: String? = nil,
         _ rule: @escaping Rule) {
        self.owner = owner
        self.declaration = declaration
        self.documentation = documentation
        self.sample = sample
        self.matchesLabels = matchesLabels
        self.declaredIn = declaredIn.isEmpty ? [owner] : declaredIn
        self.elementRequirement = elementRequirement
        self.rule = rule
        name = Builtin.declaredName(declaration)
        parsed = ParsedSignature(declaration)
    }

    /// What the declaration's parse gives: name, kind, argument labels.
    var signature: BuiltinSignature { parsed.signature }

    /// The name a declaration declares: `init`, or the word after `func` or `var` up to a
    /// parameter list, generic parameters or a type annotation.
    ///
    /// It walks the declaration's UTF-8 bytes word by word (every keyword and delimiter is ASCII)
    /// without building them into an array: splitting into `Character`s for all ~190 entries took
    /// about 0.5 ms of every process's start, and splitting the bytes into an array of words 1.8
    /// million instructions (callgrind) of the 9.2 million a `print(1)` process runs.
    static func declaredName(_ declaration: String) -> String {
        let space = UInt8(ascii: " ")
        var rest = declaration.utf8[...]
        var nameFollows = false
        while let start = rest.firstIndex(where: { $0 != space }) {
            let end = rest[start...].firstIndex(of: space) ?? rest.endIndex
            let word = rest[start..<end]
            if nameFollows { return String(decoding: word.prefix { !"(<:".utf8.contains($0) }, as: UTF8.self) }
            if word.starts(with: "init".utf8) { return "init" }
            nameFollows = word.elementsEqual("func".utf8) || word.elementsEqual("var".utf8)
            rest = rest[end...]
        }
        return ""
    }

    /// The declaration as a member of `type`: `Self` written as the type (`static var pi: Double`).
    func declaration(for type: SwiftType) -> String {
        guard declaration.contains("Self") else { return declaration }
        let name = type.description
        var result = ""
        var rest = Substring(declaration)
        while let found = rest.range(of: "Self") {
            let before = rest[..<found.lowerBound].last
            let after = rest[found.upperBound...].first
            let isWord = !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
                && !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
            result += rest[..<found.lowerBound] + (isWord ? name : "Self")
            rest = rest[found.upperBound...]
        }
        return result + rest
    }

    /// The summary: the doc comment's first line.
    var summary: String { documentation.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "" }
}

/// A declaration's `BuiltinSignature`, parsed once, on first use, by whichever thread asks first.
private final class ParsedSignature: Sendable {
    private let declaration: String
    private let parsed = Mutex<BuiltinSignature?>(nil)

    init(_ declaration: String) {
        self.declaration = declaration
    }

    var signature: BuiltinSignature {
        parsed.withLock { parsed in
            if let parsed { return parsed }
            let signature = BuiltinSignature(declaration)
            parsed = signature
            return signature
        }
    }
}

/// One use of a builtin, as the checker met it: the receiver or type, the arguments, the context.
struct BuiltinSite {
    let name: String
    /// The receiver of an instance member; nil for a free function or a static member.
    let base: Typed?
    /// Where the receiver lives, for a mutating method; nil when it is not mutable.
    let basePlace: Place?
    /// The type of a static member (`Int` in `Int.max`).
    let type: SwiftType?
    let arguments: [Argument]
    let expected: SwiftType?
    let range: SourceRange
    /// Where a method's name is written (swiftc's caret for a mutating call on a constant).
    var nameRange: SourceRange?
    /// The standard type whose members a generic number parameter's value is given (`Double`
    /// for `T: FloatingPoint`), the rules checking it as that type's (Checker+GenericNumberMembers.swift).
    var standIn: SwiftType?

    var line: Int { range.line }
    /// The receiver's type (its stand-in's for a generic parameter), or the static member's type.
    var receiverType: SwiftType { standIn ?? base?.type ?? type ?? .error }
    /// The type `Self` names in the member's declaration: the receiver's own (a generic
    /// parameter's, not its stand-in's), or the static member's type.
    var selfType: SwiftType { base?.type ?? type ?? .error }
}
