/// Type names qualified by the module that declares them (`Swift.Int`, `SwiftUI.Shape`,
/// `Foundation.Date`): pasted code writes them where a generic parameter takes the library
/// type's name (`struct LinearProgressView<Shape: SwiftUI.Shape>`), so the qualified name is
/// looked up among the globals only, past the scopes around it, as swiftc's qualified lookup is.
extension Checker {
    /// The modules a type name may be qualified with, and the modules (as `PreludeModules` and
    /// `qualifyingModule(of:)` name them) whose types each one reaches.
    static let typeQualifyingModules: [String: Set<String>] = [
        "Swift": ["Swift"],
        "SwiftUI": ["SwiftUI"],
        "Foundation": ["Foundation", "FoundationEssentials"],
        "CoreGraphics": ["CoreGraphics", "Foundation"],
        "Dispatch": ["Dispatch"],
        "WidgetKit": ["WidgetKit"],
        "Charts": ["Charts"],
    ]

    /// The type that `components`' first two name when the first is a module the program does
    /// not declare a name for (`SwiftUI.Shape`); nil when it is not one. A name the module lacks
    /// is swiftc's error ("no type named 'Shape' in module 'Swift'").
    func moduleQualifiedType(_ components: [TypeComponent]) -> SwiftType? {
        guard components.count > 1, let module = components.first, module.genericArguments.isEmpty,
              let reached = Self.typeQualifyingModules[module.name.name], lookup(module.name.name) == nil else { return nil }
        let component = components[1]
        let name = component.name.name
        let arguments = component.genericArguments.map { resolveType($0) }
        var type = builtinType(name, arguments: arguments, range: component.name.range)
        // The library's declaration, though the program declares the name again (`struct Shape {}`):
        // the program's own types are `main`'s, never a library module's.
        let library = environment.libraryGlobals.isEmpty ? globalScope.lookup(name) : environment.libraryGlobals[name]
        if type == nil, case .type(let global)? = library {
            type = global
            if case .nominal(let decl, let existing) = global, !arguments.isEmpty, existing.isEmpty,
               arguments.count == decl.genericParameters.count {
                type = .nominal(decl, arguments)
            } else if case .nominal(let decl, _) = global, decl.kind == .protocol {
                type = .existential([decl])
            }
        } else if type == nil, let proto = builtinProtocol(name) {
            // The standard library's protocols (`Equatable`, `Hashable`) are not global names.
            type = .existential([proto])
        }
        guard let type, type == .error || reached.contains(qualifyingModule(of: type)) else {
            error("no type named '\(name)' in module '\(module.name.name)'", component.name.range)
            return .error
        }
        return type
    }

    /// The library type an expression names with its module (`SwiftUI.Color.red`,
    /// `SwiftUI.Circle()`), or nil: the module is not one a program does not declare, or the
    /// name is not a type of the library's (`Swift.min` is a function).
    func moduleQualifiedTypeReference(_ base: Expr, _ name: Identifier, arguments: [TypeExpr]) -> SwiftType? {
        guard case .identifier(let module, let moduleArguments) = base.kind, moduleArguments.isEmpty,
              Self.typeQualifyingModules[module.name] != nil, lookup(module.name) == nil else { return nil }
        let isType: Bool
        switch environment.libraryGlobals.isEmpty ? globalScope.lookup(name.name) : environment.libraryGlobals[name.name] {
        case .type?: isType = true
        default: isType = builtinProtocol(name.name) != nil || IntegerKind(rawValue: name.name) != nil
                || Self.standardTypeNames.contains(name.name)
        }
        guard isType else { return nil }
        return moduleQualifiedType([TypeComponent(name: module, genericArguments: []),
                                    TypeComponent(name: name, genericArguments: arguments)])
    }

    /// The standard library's types `builtinType` knows by name.
    static let standardTypeNames: Set<String> = ["Int", "Double", "Float64", "TimeInterval", "Float", "Float32", "CGFloat", "Bool",
                                                 "String", "Substring", "Character", "Void", "Never", "Any", "AnyObject", "Array",
                                                 "ArraySlice", "Set", "Optional", "Dictionary", "Range", "ClosedRange"]

    /// The module a library type belongs to in Swift: its declaration's, else the standard
    /// library's (`CGFloat` is Foundation's on Linux); a program's own types are `main`'s.
    func qualifyingModule(of type: SwiftType) -> String {
        switch type {
        case .nominal(let decl, _): return decl.module ?? (decl.isBuiltin ? "Swift" : "main")
        case .existential(let protocols) where protocols.count == 1:
            return protocols[0].module ?? (protocols[0].isBuiltin ? "Swift" : "main")
        case .cgFloat: return "Foundation"
        default: return "Swift"
        }
    }

    /// The outermost scope: the library's and the program's global names.
    var globalScope: Scope {
        var outermost = scope
        while let parent = outermost.parent { outermost = parent }
        return outermost
    }
}
