/// The resolver and type checker in one pass: it binds every name to its declaration and storage
/// slot, computes every expression's type with Swift's rules for this subset, and lowers the
/// tree into the evaluator's nodes. A cell with any error gives diagnostics and no code, so
/// nothing of it runs.
final class Checker {
    let environment: Environment
    var diagnostics: [Diagnostic] = []
    /// Whether this checker only probes for another (`init(probing:)`): nobody reads its
    /// diagnostics' notes, so it gives no "did you mean" suggestions.
    private(set) var isProbing = false
    /// Inside a `repeat` pattern: what its `each` references found so far (Checker+ParameterPacks.swift).
    var packPattern: PackPatternUses?
    /// Set just before `each`'s operand is typed: a value pack named there is referenced with `each`.
    var isPackOperand = false
    /// Set just before an expression is typed where a `repeat` pattern may stand: a tuple's
    /// element, an argument, a `for`-`in` sequence, a statement.
    var allowsPackExpansion = false
    /// Set just before `each`'s operand type is resolved: a type pack named there has its `each`.
    var resolvingPackOperand = false
    /// The innermost scope; the root holds the cell's view of the globals.
    var scope: Scope
    let root: Scope
    /// The scope of this cell's globals: the root, or for a probe the root of the checker it
    /// probes for (a probe's own root sees only the earlier cells' names).
    var cellScope: Scope
    var context: FunctionContext
    /// The cell's top-level variables that code above their declaration names (shared with probes).
    var forwardGlobals = ForwardGlobals()
    /// Nesting of the expressions and statements being checked, bounded so that deep input gives
    /// an error instead of overflowing the stack.
    var depth = 0
    static let maximumDepth = 400
    /// The type whose members are being declared or checked (for `Self`, implicit `self`).
    var currentType: SwiftType?
    /// Generic parameters in scope, by name.
    var typeParameters: [[String: TypeParameter]] = []
    /// Declarations hoisted before their statements run, by node id: types and functions.
    var declaredTypes: [Int: NominalDecl] = [:]
    var declaredFunctions: [Int: FunctionSymbol] = [:]
    /// Top-level names this cell declared (a second declaration in one cell is an error; one in a
    /// later cell replaces the earlier).
    var declaredThisCell: Set<String> = []
    /// Bodies to lower when the declaring statement is reached, by the type or extension's node id.
    var pendingBodies: [Int: [() -> Void]] = [:]
    /// The node id of the type or extension whose members are being declared.
    var pendingKey: Int?
    /// Static stored properties' initial values, run before the statement that declares the type.
    var staticInitializers: [Statement] = []
    /// Where each unlabelled first trailing closure was written: it matches a labelled closure
    /// parameter, as Swift's forward scan allows.
    var trailingRanges: Set<SourceRange> = []
    /// Where an expression is typed with no context at all (a `print` item), for the overloads
    /// swiftc resolves only from the arguments (`print(pow(2, 10))` is a `Decimal`).
    var contextFreeRanges: Set<SourceRange> = []
    /// The literal-only `pow` calls that literal arithmetic around them makes Foundation's
    /// `pow(Decimal, Int)` (`pow(2, 10) * 2`, Checker+MathLiterals.swift).
    var decimalPowerRanges: Set<SourceRange> = []
    /// The values returned as a `some P` result (Checker+OpaqueResults.swift).
    var opaqueResultValueRanges: Set<SourceRange> = []
    /// The arguments of library parameters typed `any P` that stand for swiftc's generic
    /// parameters (`fill(_ content: any ShapeStyle)` is SwiftUI's `fill<S: ShapeStyle>`): an
    /// implicit member missing there is named in 'P', not 'any P' (Checker+Members.swift).
    var genericStandInRanges: Set<SourceRange> = []
    /// The values whose type swiftc leaves to be found from them: arguments passed as a generic
    /// parameter (or a library `any P` one that stands for one), a view builder's elements, a
    /// discarded value (`_ = v`), the elements of a collection or tuple literal with no type wanted. A call
    /// there whose overloads all fail is ranked as swiftc ranks it then (Checker+FailedOverloads.swift).
    var passedAsGenericRanges: Set<SourceRange> = []
    /// Where a `repeat` pattern is a call's argument: typed where no pack parameter takes it,
    /// swiftc's "cannot pass value pack expansion to non-pack parameter" (Checker+ParameterPacks.swift).
    var packArgumentRanges: Set<SourceRange> = []
    /// The operators of the `??` expressions that are another operator's operands
    /// (Checker+NilCoalescing.swift).
    var coalescingOperandRanges: Set<SourceRange> = []
    /// The expressions written in string interpolations, whose `??` mismatches swiftc words as
    /// the interpolation's argument conversion (Checker+NilCoalescingMismatches.swift).
    var interpolatedRanges: Set<SourceRange> = []
    /// Where the `throw` statements are that end a branch of an `if` or `switch` expression
    /// (Checker+IfExpressions.swift), whose unhandled error swiftc words by its type.
    var expressionBranchThrows: Set<SourceRange> = []
    /// The cell's source as Unicode scalars, for the few questions the tree does not answer
    /// (which anonymous closure parameters a body uses).
    var sourceScalars: [Unicode.Scalar] = []
    /// How many `try` expressions enclose the expression being checked.
    var tryDepth = 0
    /// How many of those are `try?` or `try!`, which keep an error thrown inside from the
    /// enclosing `catch` or function (Checker+TypedThrows.swift).
    var absorbingTryDepth = 0
    /// How many operators' operands and members' bases enclose the expression being checked:
    /// there, what is done with a call's result may rank overloads that differ only in their
    /// results (Checker+OverloadRanking.swift).
    var resultUseDepth = 0
    /// The last call whose best overloads tie only in their results, at the call's range, with
    /// those results (Checker+ResultTies.swift lets the operator's other operand decide).
    var lastResultTie: (range: SourceRange, results: [SwiftType])?
    /// How many number literals this checker typed as other than their default type (`1` as a
    /// `Double`): a probe of a closure's body against an overload's parameter reads it, as swiftc
    /// scores those literals when it ranks the overloads (Checker+ClosureTies.swift).
    var nonDefaultLiterals = 0
    /// The names standing where a value is wanted, where a type's bare name is an error, with
    /// where to report it (Checker+TypeNameValues.swift).
    var typeNameValueSites: [NodeID: SourceRange] = [:]
    /// How many `do` blocks with `catch` clauses enclose the statement being checked, within the
    /// current function.
    var catchDepth = 0
    /// How many of those end in a clause that catches every error (`catch`, `catch let e`).
    var exhaustiveCatchDepth = 0
    /// For each `do` with `catch` clauses being checked, innermost last: the error type each
    /// throwing site in its body throws (nil for `any Error`), from which its clauses are typed.
    var doThrowSites: [[SwiftType?]] = []
    /// For each of those `do` blocks, innermost last: the `E` of its `do throws(E)`, or nil.
    var doErrorTypes: [SwiftType?] = []
    /// Where closure literals are written whose bodies throw without `throws` written.
    var closuresThrowingUnwritten: Set<SourceRange> = []
    /// The `E` of an annotated constant's `() throws(E) -> T`, for the closure literal about to be
    /// checked as its initialiser (Checker+AnnotatedClosureThrows).
    var annotatedClosureError: SwiftType?
    /// Whether the code being checked is a closure's body (closures are taken to rethrow).
    var isInClosure = false
    /// A probe inferring a closure's result from a `return` nested in its body (`{ e in if case
    /// .a(let v) = e { return v } else { return 0 } }`): the closure's context, and the first
    /// `return` lowered (Checker+ClosureFirstReturn).
    var returnTypeProbe: (function: FunctionContext, first: FirstReturn?)?
    /// While a library method's arguments are checked, closures whose result is left to its
    /// generic parameter and whose first `return` is `nil` (Checker+ClosureFirstReturn).
    var uninferredNilResults: [SourceRange]?
    /// The local variables a call accesses `inout`, while its closure arguments are lowered
    /// (Checker+ClosureAccesses).
    var watchedAccesses: [WatchedAccess] = []
    /// The member names of the pure chain (`p.inner.c`) being lowered while `watchedAccesses` is
    /// set: the part of its root variable that the chain reaches (Checker+ClosureAccesses).
    var watchedChain: [String]?
    /// Set when the call whose arguments were just lowered is to copy its mutating method's
    /// receiver in and out (a part a closure argument may reach the rest of; `callSymbol` reads it).
    var receiverIsCopied = false
    /// Whether the closure literal about to be lowered escapes: the argument of an `@escaping`
    /// parameter, or a closure assigned or kept in a variable (read by the closure, and reset by it).
    var argumentEscapes = false
    /// The program's result builder of the parameter whose closure argument is being lowered.
    var argumentResultBuilder: ResultBuilderUse?
    /// Whether the closure literal about to be lowered is a `let`'s initial value (read and reset
    /// by the closure): swiftc checks the variables such a closure captures as a non-escaping
    /// closure's (Checker+CapturedAccesses).
    var closureIsLetBound = false
    /// The closure literals kept in a `let` of a block being lowered that escape all the same
    /// (passed, returned, stored, or beside a nested function): checked as escaping closures
    /// (Checker+LetClosureEscapes).
    var escapingLetClosures: Set<NodeID> = []
    /// Whether the closure literal about to be lowered is a `return`'s value (read and reset by
    /// the closure): it escapes, and swiftc checks what it captures while the program runs.
    var closureIsReturned = false
    /// Where the closure argument being lowered stands when the library method it is passed to
    /// takes a closure type declared `throws` (`filter`'s `(Element) throws -> Bool`): swiftc
    /// names that type, `throws` and all, when the closure has another number of parameters.
    var rethrowingClosureArgument: SourceRange?
    /// Where the initial values of wrapped properties stand whose wrapper's generic argument is
    /// written (`@Box<String> var name = 3`, or the property's type): swiftc converts such a
    /// value to that "specified type", not to the argument of the wrapper's initialiser.
    var specifiedWrappedValues: Set<SourceRange> = []
    /// The closures (and their capture lists' frames) whose captured variables swiftc checks
    /// before the program runs: non-escaping closure arguments and closures kept in a `let`.
    var staticCaptureContexts: Set<HeldIdentity<FunctionContext>> = []
    /// The closures that escape (an `@escaping` argument, a value assigned, kept in a `var` or
    /// returned): a variable they capture is checked whole while the program runs, even from
    /// its own function (Checker+CapturedAccesses).
    var escapingCaptureContexts: Set<HeldIdentity<FunctionContext>> = []
    /// The variables (their function and slot) an escaping closure has captured so far.
    var escapedVariables: Set<CapturedSlot> = []
    /// How many `while`/`repeat` loops are being lowered again after an escape (`lowerAfterEscapes`).
    var escapeRelowerDepth = 0
    /// Whether the closure whose body is being checked escapes without capturing `self` in its
    /// capture list: a class's member named there without `self.` is swiftc's error.
    var closureNeedsExplicitSelf = false
    /// The type whose stored property's initial value is being checked: its instance members
    /// are not in scope there (swiftc says why).
    var propertyInitializerType: NominalDecl?
    /// The escaping closures whose bodies are being checked, innermost last, each with where it
    /// starts and whether its capture list copies `self`: one that reads an `inout` parameter
    /// (or a value type's mutating `self`) of a function around it is swiftc's error.
    var escapingClosures: [(function: FunctionContext, start: SourceRange, copiesSelf: Bool)] = []
    /// The parameter names of the closure whose body is being checked, when it names them
    /// (`$0` there is swiftc's error).
    var explicitClosureParameters: [String]?
    /// The `=` of the plain assignment whose target is being resolved (a `let` property with a
    /// value assigned in an initialiser is swiftc's error there).
    var plainAssignmentOperator: SourceRange?
    /// The statements around the one being checked, within its function or closure, that an
    /// unlabelled `break` or `continue` may leave.
    var jumpTargets = JumpTargets()
    /// Why the receiver of the call being checked cannot be mutated, if it cannot.
    var immutableBase: String?
    /// How swiftc words a `let` at the root of the assignment being checked, by its outermost
    /// access (`cannot assign to property`, `cannot assign through subscript`), and where.
    var assignmentWording: (prefix: String, range: SourceRange)?
    /// The value an assignment being checked stores (`x.total = 3`, `x.total += 1`), with the
    /// range of its target's member name: of several declarations of a property that the
    /// receiver meets none of, swiftc names the one the value fits.
    var assignedValue: (value: Expr, target: SourceRange)?
    /// The variable names each function block being lowered declares (for "use of local
    /// variable 'x' before its declaration").
    var localsOfEnclosingBlocks: [Set<String>] = []
    /// The names each pattern of a `case` binds, to check that alternatives bind the same ones.
    var boundNames: [(name: String, range: SourceRange)] = []
    /// The bodies of the functions, methods and accessors this cell declares, whose diagnostics
    /// swiftc gives after those of top-level code (with the sites of its errors about a body as
    /// a whole, such as an opaque result's returns, Checker+OpaqueResults.swift).
    var functionBodyRanges: [SourceRange] = []
    /// Class methods to check against their superclass once every signature is known.
    var overrideChecks: [(FunctionSymbol, SourceRange)] = []
    /// Stored properties whose type comes from their initial value, inferred after every type's
    /// stored properties are declared.
    var pendingInferences: [(NominalDecl, Int, Expr)] = []
    /// Type aliases nested in types (`typealias Enemy = Cat`), resolved once every type of the
    /// block is declared, so that they may name a type declared further down.
    var pendingNestedAliases: [(parent: NominalDecl, alias: TypeAliasDecl)] = []
    /// Static stored properties without a type whose initial value named a function not yet
    /// declared (`static let base = make(10)`): typed again once the functions are.
    var pendingStaticInferences: [(table: TypeMembers, name: String, initializer: Expr, owner: NominalDecl)] = []
    /// How many closures and nested functions have been lowered: a loop body that made one gets
    /// a frame per iteration, so each closure captures its own iteration's variables.
    var closuresCreated = 0
    /// The variables read from a function other than their own: their scopes do not empty them,
    /// unless every closure reading them is confined to the scope (Checker+ConfinedClosures.swift).
    var capturedVariables: Set<CapturedVariable> = []
    /// What Checker+ConfinedClosures.swift knows of the closures that read each captured variable.
    var confinement = ClosureConfinement()
    /// For each closure being lowered, innermost last: the functions whose variables it reads.
    /// By address: only a function around the closure is compared, alive since before any entry.
    var outerReferences: [Set<ObjectIdentifier>] = []
    /// The receiver's place while a builtin method call is lowered (for `negate()`, `round()`).
    var mutableBasePlaceForBuiltin: Place?
    /// Loop bodies being lowered again with a frame per iteration (bounded, as each level doubles
    /// the work).
    var iterationFrameDepth = 0
    /// Told each expression's type, the type expected of it, and its scope once checked; set
    /// only by the tooling's cursor probe and by probes of a closure body (Checker+BodyTies.swift).
    var expressionObserver: ((Expr, SwiftType, SwiftType?, Scope) -> Void)?
    /// Told each compound assignment (`s += 1`) and its target's type once checked; set only by
    /// probes of a closure body (Checker+BodyTies.swift).
    var compoundAssignmentObserver: ((BinaryExpr, SwiftType) -> Void)?
    /// The session's interrupt: once set, every expression fails at once, so a long check stops.
    var interrupt: InterruptFlag?
    /// Whether the code being checked is the library prelude: its functions are marked so that
    /// a program's own declaration of the same signature shadows them.
    var declaresLibrary = false
    /// Set while the library prelude is checked for its image: its function bodies are then
    /// left to be lowered on their first call (`LibraryBodies`), which keeps this checker.
    weak var libraryBodies: LibraryBodies?
    /// While a constrained extension's members are declared: the type they extend.
    var declaringConstrainedSelf: SwiftType?
    /// While an extension of a standard type declares its members (`extension Optional`): the
    /// type it extends, over the extension's parameters, which its symbols record (`builtinSelf`).
    var declaringBuiltinSelf: SwiftType?
    /// While a program protocol's extension written `where Self: Q` declares its members: Q and
    /// the extension's other `Self` bounds, which its symbols record.
    var declaringSelfBounds: SelfBounds?
    /// While the body of such a member is checked: its `Self` bounds, whose members `self` has.
    var currentSelfBounds: [NominalDecl] = []
    /// While such a body (or its signature) is checked: the bounds' associated types its clause
    /// constrains (`SelfBounds.associated`).
    var currentSelfBoundTypes: [String: SwiftType] = [:]
    /// While the body of a member of `extension P where Self == T` is checked: P, whose members
    /// alone its bare names find (T's are reached through `self.`, as in swiftc).
    var currentPinnedOwner: NominalDecl?
    /// While the body of a member of `extension P where Self: Collection` (a library collection
    /// protocol, which `self` is read as) is checked: P, whose own members `self` has too.
    var currentSequenceBoundOwner: NominalDecl?
    /// The types literal receivers of member calls take from what their call asks of them
    /// (Checker+LiteralReceivers.swift), by the receiver's node.
    var literalReceiverTypes: [NodeID: SwiftType] = [:]
    /// The parameter types of a failed call's implicit member arguments (`.zero`), which swiftc
    /// types by them all the same (Checker+ArgumentDiagnostics.swift), by the argument's node.
    var implicitMemberArgumentContexts: [NodeID: SwiftType] = [:]
    /// Arguments' types probed for the extension initialisers of builtin types and number
    /// conversions, found once and shared with probes (Checker+BuiltinExtensionInits.swift).
    var probedTypes = ProbedTypes()
    /// How many expressions this check and its probes have typed (a test bounds it for nested
    /// calls, whose checking was once exponential in their depth).
    var typingCount = TypingCount()
    /// The literal receivers whose type a call around them is choosing or has chosen: a call
    /// inside does not choose again.
    var settledLiteralReceivers: Set<NodeID> = []
    /// The number of the session's cell being checked (1, 2, …; 0 outside a session): the code
    /// it compiles carries it, so a runtime error names the cell where the failing code was written.
    var cellNumber = 0
    /// The readers of implicitly unwrapped optionals (`var s: String!`) lowered in this cell.
    /// This and the records of nodes below hold their nodes, which a probe may have dropped
    /// (a dropped node's address is another node's next: HeldIdentity.swift).
    var implicitlyUnwrappedReaders: Set<HeldIdentity<Expression>> = []
    /// While a protocol extension's member is called on a conforming type: the protocol and
    /// that type, which its parameters typed `Self` take (Checker+ProtocolSelfParameters.swift).
    var conformingSelf: (proto: NominalDecl, type: SwiftType)?
    /// The nodes of `reversed()` calls that return a `ReversedCollection`: a member only an array
    /// has (`description`) is read from one of them, as swiftc then picks the `reversed()` that
    /// returns an array, and not from a stored one.
    var reversedCalls: Set<HeldIdentity<Expression>> = []
    /// The nodes of lazy `map`, `filter` and `compactMap` calls: `first` read from one of them over
    /// a sequence that is no collection is the first element of the eager one's array, as swiftc
    /// then picks the `Sequence` method (whose result has the property `first`) over a lazy value
    /// whose `first` is only the method `first(where:)`; a stored lazy value keeps the method.
    var lazyClosureCalls: Set<HeldIdentity<Expression>> = []
    /// swiftc's spelling of some nodes' types in diagnostics, quoted, where it keeps a type alias
    /// (`Zip2Sequence<[Int], [Int]>.Element`) and adds what it stands for (`(aka '…')`).
    var spelledTypes: [HeldIdentity<Expression>: String] = [:]
    /// Inside a generic body, what its parameters' `C.Index` are there: `Int`, as the body reads a
    /// collection's values as the array of its elements (Checker+SequenceExtensions.swift).
    var collectionIndexView: [TypeParameter: SwiftType] = [:]
    /// Calls of a member whose overloads differ in result (`prefix`, `split`, …) that gave a slice,
    /// by node to member name: swiftc words a mismatch of one by that name (Checker+SliceMembers.swift).
    var sliceMemberCalls: [HeldIdentity<Expression>: String] = [:]
    /// The library's types for `@_native` bodies, found when the prelude binds its first one
    /// (every top-level type is declared by then).
    var nativeTypes: LibraryTypes?
    /// Variables declared without a value and the definite-initialisation errors found.
    var initialization = InitializationTracker()
    /// Where the arguments of the call being checked begin (its `(`, `[` or trailing `{`), which
    /// a defaulted `#line` or `#column` names (Checker+MagicIdentifiers.swift).
    var argumentListStart: SourceLocation?
    /// While a call's defaulted magic identifier is lowered: the place it names instead of its own.
    var magicCallSite: SourceLocation?

    init(environment: Environment) {
        self.environment = environment
        root = Scope(parent: nil, function: environment.globalContext)
        root.names = environment.globals
        cellScope = root
        scope = root
        context = environment.globalContext
    }

    /// Checks a parsed cell; returns its code, or nil with `diagnostics` when it has errors.
    func check(_ file: SourceFile) -> Block? {
        diagnostics.append(contentsOf: file.placementErrors)
        environment.programWrappers.merge(ProgramWrapper.declared(in: file.statements)) { _, new in new }
        let block = lowerStatements(file.statements, line: 1, newScope: false)
        reportInitializationErrors()
        orderDiagnosticsAsSwiftc()
        if diagnostics.contains(where: { $0.severity == .error }) { return nil }
        return block
    }

    /// The compiled form of a function, method, initialiser or closure, marked with where it was
    /// written (the library or this cell).
    func functionCode(name: String, parameterCount: Int, frameSize: Int, body: Statement, hasSelf: Bool) -> FunctionCode {
        let code = FunctionCode(name: name, parameterCount: parameterCount, frameSize: frameSize, body: body, hasSelf: hasSelf)
        code.origin = declaresLibrary ? FunctionCode.library : cellNumber
        return code
    }

    /// Keeps the cell's top-level declarations for later cells.
    func commit() {
        environment.globals = root.names
    }

    // MARK: - Diagnostics

    /// Reports an error in Swift's words at `range`.
    func error(_ message: String, _ range: SourceRange) {
        // A place checked again (by a probe's caller, a compound operator) says the same once.
        if let last = diagnostics.last, last.message == message, last.range == range { return }
        diagnostics.append(Diagnostic(message: message, range: range))
    }

    /// Puts the diagnostics of top-level code before those inside function, method and property
    /// bodies, keeping each group's order: swiftc checks the bodies after the top-level code.
    /// Errors swiftc finds only after type checking (its SIL passes: a missing return, constant
    /// overflow and division by zero) are dropped when there are type errors, as swiftc never
    /// gets that far then.
    func orderDiagnosticsAsSwiftc() {
        let isFlowError = Checker.isFlowError
        if diagnostics.contains(where: { $0.severity == .error && !isFlowError($0) }) {
            diagnostics.removeAll { $0.severity == .error && isFlowError($0) }
        }
        guard !functionBodyRanges.isEmpty, diagnostics.count > 1 else { return }
        let inBody = { (diagnostic: Diagnostic) in
            self.functionBodyRanges.contains { $0.start <= diagnostic.range.start && diagnostic.range.start < $0.end }
        }
        diagnostics = diagnostics.filter { !inBody($0) } + diagnostics.filter(inBody)
    }

    /// Whether `diagnostic` is one of swiftc's flow-analysis errors (see `orderDiagnosticsAsSwiftc`).
    static func isFlowError(_ diagnostic: Diagnostic) -> Bool {
        flowErrorPrefixes.contains { diagnostic.message.hasPrefix($0) }
    }

    /// How the errors of swiftc's flow analysis begin (see `orderDiagnosticsAsSwiftc`).
    static let flowErrorPrefixes = ["missing return in ", "division by zero", "arithmetic operation '",
                                    "integer literal '", "negative integer '", "escaping closure captures 'inout' parameter",
                                    "'super.init' isn't called on all paths", "'self.init' isn't called on all paths"]

    /// Reports a construct this front end does not handle yet: the cell is rejected, and the
    /// message says so (it is not Swift's verdict).
    func unsupported(_ what: String, _ range: SourceRange) {
        error(Checker.unsupportedPrefix + what, range)
    }

    static let unsupportedPrefix = "not supported yet: "

    /// Runs `body` one level deeper, or reports that the input nests too deeply.
    func nested<T>(_ range: SourceRange, fallback: T, _ body: () -> T) -> T {
        depth += 1
        defer { depth -= 1 }
        if let interrupt, interrupt.isSet {
            if !diagnostics.contains(where: { $0.message == "interrupted" }) { error("interrupted", range) }
            return fallback
        }
        if depth > Checker.maximumDepth {
            if !diagnostics.contains(where: { $0.message.hasPrefix("expression nests too deeply") }) {
                error("expression nests too deeply (more than \(Checker.maximumDepth) levels)", range)
            }
            return fallback
        }
        return body()
    }

    // MARK: - Scopes

    /// Runs `body` in a new block scope of the same function.
    func inScope<T>(_ body: () -> T) -> T {
        let saved = scope
        scope = Scope(parent: saved, function: context)
        defer { scope = saved }
        return body()
    }

    /// Declares a variable in the current scope and gives it a slot in the current function.
    func declareVariable(_ name: String, type: SwiftType, isLet: Bool) -> Variable {
        let variable = Variable(type: type, isLet: isLet, slot: context.allocate(), context: context)
        scope.names[name] = .variable(variable)
        return variable
    }

    /// Where `variable` lives as seen from the current function.
    func location(of variable: Variable) -> StorageLocation {
        noteCapture(of: variable)
        noteEscapingCapture(of: variable)
        if !watchedAccesses.isEmpty { noteWatchedAccess(variable) }
        if variable.context.isGlobal { return .global(variable.slot) }
        if variable.context === context { return .local(variable.slot) }
        return .outer(hops: hops(to: variable.context), slot: variable.slot)
    }

    /// How many frames out `target`'s frame is from the current function's.
    func hops(to target: FunctionContext) -> Int {
        if target !== context { noteOuterReference(to: target) }
        var current: FunctionContext? = context
        var count = 0
        while let function = current, function !== target {
            current = function.parent
            count += 1
        }
        return count
    }

    /// The `hops` a direct call passes so the callee's frame hangs off its declaring frame.
    func capturedHops(for function: FunctionSymbol) -> Int? {
        function.context.isGlobal ? nil : hops(to: function.context)
    }

    /// Looks a name up in the scopes, then in generic parameters in scope. Inside a type's
    /// members, a member of the type comes before a global of the same name (Swift's unqualified
    /// lookup: a struct's `points` property, not an earlier cell's global `points`); nil then
    /// sends the caller to the implicit-`self` path.
    func lookup(_ name: String) -> Symbol? {
        if let (symbol, declaringScope) = scope.lookupWithScope(name) {
            if declaringScope.function.isGlobal, globalIsShadowedByMember(name, symbol) { return nil }
            // A type nested in the type being checked hides a global type of its name (a struct's
            // own `enum Color` over SwiftUI's `Color`), as Swift looks a name up outward.
            if case .type = symbol, declaringScope.function.isGlobal, let nested = enclosingNestedType(name) {
                return .type(nested)
            }
            // A generic parameter hides a global type of its name (`<Result>` and Swift's `Result`).
            if case .type = symbol, declaringScope.function.isGlobal,
               let parameter = typeParameters.reversed().lazy.compactMap({ $0[name] }).first {
                return .type(.generic(parameter))
            }
            return symbol
        }
        for parameters in typeParameters.reversed() {
            if let parameter = parameters[name] { return .type(.generic(parameter)) }
        }
        // A global declared further down, unless a member of the type being checked hides it.
        guard let forward = forwardGlobal(name), !globalIsShadowedByMember(name, .variable(forward)) else { return nil }
        return .variable(forward)
    }

    /// Whether `type` converts to `target` under Swift's rules.
    func converts(_ type: SwiftType, to target: SwiftType, slicesAsBases: Bool = false) -> Bool {
        if let constrained = convertsToConstrainedSequence(type, target) { return constrained }
        if let constrained = convertsToConstrainedIterator(type, target) { return constrained }
        // The `Self` of an extension `where Self: AnyObject` is a class reference there.
        if target.isBareAnyObject, case .existential(let protocols) = target, boundedSelfMeets(type, protocols[0]) { return true }
        return type.isConvertible(to: target, conformances: environment.conformances, slicesAsBases: slicesAsBases)
    }

    /// The builtin protocol named `name`.
    func builtinProtocol(_ name: String) -> NominalDecl? {
        environment.builtinProtocols[name]
    }

    /// Whether `type` conforms to the builtin protocol `name`.
    func conforms(_ type: SwiftType, toBuiltin name: String) -> Bool {
        guard let proto = builtinProtocol(name) else { return false }
        return environment.conformances.conforms(type, to: proto)
    }
}

extension SourceRange {
    /// The 1-based line where it starts, for runtime errors.
    var line: Int { start.line }
}

extension Checker {
    /// A checker that types expressions in `other`'s scope without reporting into it: used to
    /// find the type an element would have before choosing the literal types of a collection.
    convenience init(probing other: Checker) {
        self.init(environment: other.environment, scope: other.scope, context: other.context)
        isProbing = true
        currentType = other.currentType
        typeParameters = other.typeParameters
        currentSelfBounds = other.currentSelfBounds
        currentSelfBoundTypes = other.currentSelfBoundTypes
        currentPinnedOwner = other.currentPinnedOwner
        currentSequenceBoundOwner = other.currentSequenceBoundOwner
        collectionIndexView = other.collectionIndexView
        conformingSelf = other.conformingSelf
        forwardGlobals = other.forwardGlobals
        cellScope = other.cellScope
        depth = other.depth
        sourceScalars = other.sourceScalars
        trailingRanges = other.trailingRanges
        passedAsGenericRanges = other.passedAsGenericRanges
        decimalPowerRanges = other.decimalPowerRanges
        opaqueResultValueRanges = other.opaqueResultValueRanges
        interrupt = other.interrupt
        literalReceiverTypes = other.literalReceiverTypes
        probedTypes = other.probedTypes
        typingCount = other.typingCount
        settledLiteralReceivers = other.settledLiteralReceivers
        argumentListStart = other.argumentListStart
        magicCallSite = other.magicCallSite
        packPattern = other.packPattern.map { PackPatternUses(start: $0.start) }
        allowsPackExpansion = other.allowsPackExpansion
        packArgumentRanges = other.packArgumentRanges
    }

    private convenience init(environment: Environment, scope: Scope, context: FunctionContext) {
        self.init(environment: environment)
        self.scope = scope
        self.context = context
    }
}
