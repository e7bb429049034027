/// What a session's cells have declared so far: top-level names, the members of every type, the
/// builtin protocols, the conformance table. A cell is checked against a copy of the names and
/// its declarations are kept only if it has no errors, so a cell with an error changes nothing.
final class Environment {
    /// Top-level names (the REPL's global scope): a later cell may declare a name again.
    var globals: [String: Symbol] = [:]
    /// The `@propertyWrapper` types the program's cells declare, by name.
    var programWrappers: [String: ProgramWrapper] = [:]
    /// The library's top-level names as the prelude declared them, which a program's own
    /// declaration of a name (`struct Shape {}`) does not replace: a module-qualified type name
    /// (`SwiftUI.Shape`) finds its declaration here (Checker+ModuleQualifiedTypes.swift).
    var libraryGlobals: [String: Symbol] = [:]
    /// The global function context; its frame size is the number of global slots.
    let globalContext: FunctionContext
    let conformances: ConformanceTable
    /// Members of each declared type, and of builtin types extended by the program (keyed by name).
    /// By address: `tabledDeclarations` holds every key.
    var members: [ObjectIdentifier: TypeMembers] = [:]
    var builtinMembers: [String: TypeMembers] = [:]
    /// The protocols the program declared, by the key of their member table.
    /// By address: each value is its key's declaration, held.
    var protocolDecls: [ObjectIdentifier: NominalDecl] = [:]
    /// The standard library's protocols, by name.
    let builtinProtocols: [String: NominalDecl]
    /// Each program protocol's `Self` as a generic parameter, for its extensions' statics
    /// (Checker+ProtocolSelfStatics.swift). By address: each parameter's constraint, held, is its key.
    var protocolSelfParameters: [ObjectIdentifier: TypeParameter] = [:]
    /// Whether the last check typed a standard call as an array because the library that
    /// declares its type is absent (`zip`'s `Zip2Sequence`, `joined()`'s `FlattenSequence`, …):
    /// a session without the library that defers to it then does not run the cell
    /// (`Session.defersToLibrary`).
    var typedWithoutLibrary = false
    /// `Self.Indices` of the `Collection` extensions' `Self`, by protocol
    /// (Checker+GenericIndicesType.swift). By address: the keys are `builtinProtocols`', held.
    var extensionIndices: [ObjectIdentifier: SwiftType] = [:]
    /// Generic type aliases (`typealias Pair<T> = (T, T)`) by name: their parameters and the
    /// type over them, which `Pair<Int>` substitutes (Checker+GenericTypeAliases.swift).
    var genericTypeAliases: [String: (parameters: [TypeParameter], type: SwiftType)] = [:]

    init() {
        globalContext = FunctionContext(parent: nil, isGlobal: true)
        conformances = ConformanceTable()
        var protocols: [String: NominalDecl] = [:]
        for name in ["Equatable", "Hashable", "Comparable", "Strideable", "CustomStringConvertible", "CustomDebugStringConvertible",
                     "Error", "CaseIterable", "Identifiable", "Sendable", "Numeric", "BinaryInteger", "FixedWidthInteger",
                     "SignedInteger", "UnsignedInteger",
                     "FloatingPoint", "BinaryFloatingPoint", "AdditiveArithmetic", "SignedNumeric", "StringProtocol",
                     "Codable", "Encodable", "Decodable", "Shape", "View", "InsettableShape", "Animatable",
                     "Sequence", "IteratorProtocol", "Collection", "BidirectionalCollection", "RandomAccessCollection",
                     "MutableCollection", "RangeReplaceableCollection", "RawRepresentable", "AnyObject", "OptionSet", "SetAlgebra",
                     "ExpressibleByIntegerLiteral", "ExpressibleByStringInterpolation", "_ExpressibleByColorLiteral",
                     "RangeExpression"] + Checker.ownLiteralProtocols.map(\.protocolName) + Environment.descriptionProtocolNames {
            protocols[name] = NominalDecl(kind: .protocol, name: name, isBuiltin: true)
        }
        if let interpolation = protocols["ExpressibleByStringInterpolation"], let literal = protocols["ExpressibleByStringLiteral"] {
            interpolation.conformances = [literal]
        }
        if let hashable = protocols["Hashable"], let equatable = protocols["Equatable"] {
            hashable.conformances = [equatable]
        }
        if let codable = protocols["Codable"], let encodable = protocols["Encodable"], let decodable = protocols["Decodable"] {
            codable.conformances = [encodable, decodable]
        }
        if let comparable = protocols["Comparable"], let equatable = protocols["Equatable"] {
            comparable.conformances = [equatable]
        }
        if let optionSet = protocols["OptionSet"], let setAlgebra = protocols["SetAlgebra"], let equatable = protocols["Equatable"] {
            setAlgebra.conformances = [equatable]
            optionSet.conformances = [setAlgebra]
        }
        if let collection = protocols["Collection"], let sequence = protocols["Sequence"] {
            collection.conformances = [sequence]
            Environment.refineCollection(protocols)
            // A StringProtocol value is a collection of Characters (`x.count`, `for c in x`),
            // comparable and hashable as String is.
            if let text = protocols["StringProtocol"], let comparable = protocols["Comparable"], let hashable = protocols["Hashable"] {
                text.conformances = [collection, comparable, hashable] + [protocols["BidirectionalCollection"]].compactMap { $0 }
            }
        }
        Environment.inheritNumberProtocols(protocols)
        Environment.refineDescriptionProtocols(protocols)
        builtinProtocols = protocols
    }

    /// A session's environment that starts with everything `other` declared (the checked
    /// prelude) and changes only its own tables: the member tables and the conformance table are
    /// copies, the global slots continue after `other`'s. The declarations themselves are
    /// shared, which is safe because nothing changes a declaration once it is checked.
    init(copying other: Environment) {
        globals = other.globals
        libraryGlobals = other.libraryGlobals
        globalContext = FunctionContext(parent: nil, isGlobal: true, frameSize: other.globalContext.frameSize)
        conformances = other.conformances.copy()
        let owner = TableOwner()
        tableOwner = owner
        members = other.members.mapValues { $0.copy(owner: owner) }
        builtinMembers = other.builtinMembers.mapValues { $0.copy(owner: owner) }
        protocolDecls = other.protocolDecls
        builtinProtocols = other.builtinProtocols
        tabledDeclarations = other.tabledDeclarations
        protocolSelfParameters = other.protocolSelfParameters
        genericTypeAliases = other.genericTypeAliases
    }

    /// The owner of the member tables this environment changes in place; the tables a snapshot
    /// shares have an earlier one (EnvironmentSnapshot.swift).
    var tableOwner = TableOwner()

    /// `table` if this environment's owner may change it, else a copy that it may: the caller
    /// stores the copy in place of `table`, which stays as the snapshot has it.
    private func owned(_ table: TypeMembers) -> (table: TypeMembers, isCopy: Bool) {
        if table.owner === tableOwner { return (table, false) }
        return (table.copy(owner: tableOwner), true)
    }

    /// The member table of a nominal type, made on first use (copied on a check's first use).
    func members(of decl: NominalDecl) -> TypeMembers {
        let key = ObjectIdentifier(decl)
        if let existing = members[key] {
            let (table, isCopy) = owned(existing)
            if isCopy { members[key] = table }
            return table
        }
        let table = TypeMembers()
        table.owner = tableOwner
        members[key] = table
        tabledDeclarations.append(decl)
        return table
    }

    /// The table of a builtin type's extensions under `key`, if any (copied on a check's first use).
    private func builtinTable(_ key: String) -> TypeMembers? {
        guard let existing = builtinMembers[key] else { return nil }
        let (table, isCopy) = owned(existing)
        if isCopy { builtinMembers[key] = table }
        return table
    }

    /// Every declaration with a member table, kept alive: the tables are keyed by object
    /// identity, and a declaration of a rejected cell that was freed would let a later one reuse
    /// its address and find the old table (whose field indices then do not fit).
    private var tabledDeclarations: [NominalDecl] = []

    /// The members a program added to a builtin type by `extension`, if any. A Substring has
    /// String's (leniently, as Foundation's StringProtocol members such as `trimmingCharacters(in:)`
    /// are both types'), unless the program extended Substring itself.
    func extensionMembers(of type: SwiftType) -> TypeMembers? {
        if type == .substring, builtinMembers["Substring"] == nil { return builtinTable("String") }
        return builtinTable(Environment.builtinKey(type))
    }

    /// The table for extensions of a builtin type, made on first use.
    func makeExtensionMembers(of type: SwiftType) -> TypeMembers {
        let key = Environment.builtinKey(type)
        if let existing = builtinTable(key) { return existing }
        let table = TypeMembers()
        table.owner = tableOwner
        builtinMembers[key] = table
        return table
    }

    /// Extensions of `Array` apply to every array type, so the key drops generic arguments.
    static func builtinKey(_ type: SwiftType) -> String {
        switch type {
        case .array: return "Array"
        case .arraySlice: return "ArraySlice"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .optional: return "Optional"
        default: return type.description
        }
    }

    /// Finds a method by selector on a value's dynamic type, its superclasses, and the protocol
    /// extensions it inherits: what dynamic dispatch calls.
    func dispatch(_ selector: String, on decl: NominalDecl) -> FunctionSymbol? {
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            if let found = members[ObjectIdentifier(type)]?.bySelector[selector] { return found }
            current = type.superclass
            hops += 1
        }
        return protocolDefault(selector, for: decl)
    }

    /// Whether the conforming type `decl` meets what a protocol extension's `where Self` clause
    /// asks (`bounds`; nil asks nothing).
    private func meets(_ decl: NominalDecl, _ bounds: SelfBounds?) -> Bool {
        guard let bounds else { return true }
        if let pinned = bounds.pinned, pinned.nominalDecl !== decl { return false }
        return bounds.bounds.allSatisfy { bound in
            if bound.isAnyObject { return decl.kind == .class }
            return bound.kind == .class ? decl.isSubclass(of: bound) : conformances.conforms(.nominal(decl, []), to: bound)
        }
    }

    /// The default implementation a protocol extension gives `decl`.
    func protocolDefault(_ selector: String, for decl: NominalDecl) -> FunctionSymbol? {
        var visited: Set<ObjectIdentifier> = []
        var pending = conformances.protocols(of: decl)
        var superclass = decl.superclass
        while let parent = superclass, visited.count < 100 {
            pending.append(contentsOf: conformances.protocols(of: parent))
            superclass = parent.superclass
            visited.insert(ObjectIdentifier(parent))
        }
        return protocolDefault(selector, among: pending, conformer: decl)
    }

    /// The default implementation one of `protocols` (or a protocol they inherit) gives: for a
    /// `conformer`, the one of the most `where Self` bounds among those whose bounds it meets
    /// (`extension P where Self: Q`'s for a Q, `extension P`'s for another).
    func protocolDefault(_ selector: String, among protocols: [NominalDecl], conformer: NominalDecl? = nil) -> FunctionSymbol? {
        var visited: Set<ObjectIdentifier> = []
        var pending = protocols
        while let proto = pending.popLast() {
            guard visited.insert(ObjectIdentifier(proto)).inserted else { continue }
            if let table = members[ObjectIdentifier(proto)], let found = table.bySelector[selector], !found.code.isRequirement {
                guard let conformer else { return found }
                let admitted = (table.methods[found.name] ?? []).filter { candidate in
                    candidate.selector == selector && !candidate.code.isRequirement && meets(conformer, candidate.selfBounds)
                }
                if let best = admitted.max(by: { ($0.selfBounds?.bounds.count ?? 0) < ($1.selfBounds?.bounds.count ?? 0) }) {
                    return best
                }
                if !table.methods[found.name, default: []].contains(where: { $0 === found }) { return found }
            }
            pending.append(contentsOf: conformances.protocols(of: proto))
        }
        return nil
    }
}
