/// The parts of an environment that checking a cell changes before it is committed. A check
/// runs against copies of the member tables, each made when the check first uses its table (a
/// new `TableOwner`), so that a check pays for the tables it uses, not for all of the drawing
/// library's; `restore` puts back the originals, the owner, the globals, the program's property
/// wrappers and the conformances extensions added, so that a rejected cell (or the tooling's half-typed one) declares
/// nothing. A cell that checks keeps the copies.
struct EnvironmentSnapshot {
    /// By address, as the environment's: its `tabledDeclarations` holds every key.
    let members: [ObjectIdentifier: TypeMembers]
    let builtinMembers: [String: TypeMembers]
    let tableOwner: TableOwner
    let protocolDecls: [ObjectIdentifier: NominalDecl]
    let globals: [String: Symbol]
    let frameSize: Int
    let addedConformances: ConformanceTable.Additions
    let programWrappers: [String: ProgramWrapper]

    init(_ environment: Environment) {
        members = environment.members
        builtinMembers = environment.builtinMembers
        protocolDecls = environment.protocolDecls
        globals = environment.globals
        frameSize = environment.globalContext.frameSize
        addedConformances = environment.conformances.additions
        programWrappers = environment.programWrappers
        tableOwner = environment.tableOwner
        environment.tableOwner = TableOwner()
    }

    func restore(_ environment: Environment) {
        environment.members = members
        environment.builtinMembers = builtinMembers
        environment.tableOwner = tableOwner
        environment.protocolDecls = protocolDecls
        environment.globals = globals
        environment.globalContext.frameSize = frameSize
        environment.conformances.additions = addedConformances
        environment.programWrappers = programWrappers
    }
}

extension TypeMembers {
    /// A table with the same entries that `owner` changes instead of this one; a cell that
    /// checks keeps the copy, so every field is copied.
    func copy(owner: TableOwner) -> TypeMembers {
        let table = TypeMembers()
        table.owner = owner
        table.fields = fields
        table.fieldDefaults = fieldDefaults
        table.computed = computed
        table.methods = methods
        table.initializers = initializers
        table.hasInitializerInBody = hasInitializerInBody
        table.staticVariables = staticVariables
        table.staticComputed = staticComputed
        table.staticSetters = staticSetters
        table.staticMethods = staticMethods
        table.nestedTypes = nestedTypes
        table.bySelector = bySelector
        table.requirementSelectors = requirementSelectors
        table.getterByName = getterByName
        table.observers = observers
        table.staticObservers = staticObservers
        table.subscripts = subscripts
        table.staticSubscripts = staticSubscripts
        return table
    }
}
