/// A builtin's declaration as Lang's parser reads it: the name, whether it is a property, a
/// method, an initialiser or a free function, static or not, and its parameters' argument labels. The checker
/// matches a use's labels against these, so the declaration is what resolves a call.
struct BuiltinSignature: Sendable {
    /// What the builtin is: a property, a method, a free function or an initialiser.
    enum Kind: String, Sendable { case property, method, function, initializer }

    var name = ""
    var kind = Kind.function
    var isStatic = false
    /// The argument label of each parameter (nil for `_`).
    var labels: [String?] = []
    /// Whether each parameter takes a function (a trailing closure may stand for it).
    var takesClosure: [Bool] = []
    /// Whether each parameter has a default value (a use may leave it out).
    var hasDefault: [Bool] = []
    /// Each parameter's type as written, for ranking overloads (Checker+InitializerReferences.swift).
    var parameterTypes: [TypeExpr] = []
    /// The generic parameters and the `where` clause's requirements, as written.
    var genericParameters: [GenericParameter] = []
    var requirements: [WhereRequirement] = []
    /// Whether the declaration parsed as one Swift declaration (a test checks every entry).
    var isValid = false

    init(_ declaration: String) {
        let parsed = Parser.parse("protocol __Declaration {\n" + declaration + "\n}")
        guard parsed.isValid, let statement = parsed.file.statements.first,
              case .declaration(let wrapper) = statement.kind, case .nominalType(let type) = wrapper.kind,
              type.members.count == 1, let member = type.members.first else { return }
        isStatic = member.has(.static)
        switch member.kind {
        case .function(let function):
            name = function.name.name
            kind = .method
            labels = function.parameters.map { parameter in
                parameter.firstName.flatMap { $0.name == "_" ? nil : $0.name }
            }
            takesClosure = function.parameters.map { Self.isFunction($0.type) }
            hasDefault = function.parameters.map { $0.defaultValue != nil }
            parameterTypes = function.parameters.map(\.type)
            genericParameters = function.genericParameters
            requirements = function.whereClause
            isValid = true
        case .initializer(let initializer):
            name = "init"
            kind = .initializer
            labels = initializer.parameters.map { parameter in
                parameter.firstName.flatMap { $0.name == "_" ? nil : $0.name }
            }
            takesClosure = initializer.parameters.map { Self.isFunction($0.type) }
            hasDefault = initializer.parameters.map { $0.defaultValue != nil }
            parameterTypes = initializer.parameters.map(\.type)
            genericParameters = initializer.genericParameters
            requirements = initializer.whereClause
            isValid = true
        case .variable(let variable):
            guard variable.bindings.count == 1, case .identifier(let identifier) = variable.bindings[0].pattern.kind else { return }
            name = identifier.name
            kind = .property
            isValid = true
        default:
            return
        }
    }

    /// Whether a use with these argument labels fits the declaration: the labels in order, with
    /// a trailing closure standing for a function parameter whatever its label (or an unlabelled one), and the
    /// parameters left out all having defaults (anywhere: `split(separator: ",",
    /// omittingEmptySubsequences: false)` leaves out `maxSplits`).
    func accepts(_ arguments: [Argument], trailing: Set<SourceRange>) -> Bool {
        guard arguments.count <= labels.count else { return false }
        var index = 0
        for argument in arguments {
            while index < labels.count, !fits(argument, index, trailing: trailing) {
                guard hasDefault[index] else { return false }
                index += 1
            }
            guard index < labels.count else { return false }
            index += 1
        }
        return hasDefault[index...].allSatisfy { $0 }
    }

    /// Whether `argument` can be the parameter at `index` by its label.
    private func fits(_ argument: Argument, _ index: Int, trailing: Set<SourceRange>) -> Bool {
        if argument.label == nil, trailing.contains(argument.range) {
            // A closure may be the element itself (`actions.append { … }`), so an unlabelled
            // parameter takes one too; the table lists closure overloads first.
            return takesClosure[index] || labels[index] == nil
        }
        return argument.label?.name == labels[index]
    }

    /// Whether a parameter's type is a function type (through `@escaping` and the like).
    private static func isFunction(_ type: TypeExpr) -> Bool {
        switch type.kind {
        case .function: return true
        case .attributed(_, let inner), .inOut(let inner): return isFunction(inner)
        default: return false
        }
    }
}
