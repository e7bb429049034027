/// The setter of a subclass's observers of an inherited computed property
/// (`override var area: Double { didSet { … } }`): as in Swift, it reads the old value through
/// the superclass's getter (only when the `didSet` reads it), runs `willSet`, stores through the
/// superclass's setter, then runs `didSet`. Slot 0 holds `self`, slot 1 the new value.
final class ObserverOverrideSetter: Statement {
    /// Set once the `didSet` body is checked: nil unless that body reads the old value.
    var superGetter: FunctionCode?
    let superSetter: FunctionCode
    /// The observers, set once they are declared.
    var willSet: FunctionCode?
    var didSet: FunctionCode?

    init(superGetter: FunctionCode?, superSetter: FunctionCode, willSet: FunctionCode?, didSet: FunctionCode?, line: Int) {
        self.superGetter = superGetter
        self.superSetter = superSetter
        self.willSet = willSet
        self.didSet = didSet
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        let receiver = try frame.value(0, line: line)
        let newValue = try frame.value(1, line: line)
        let old = try superGetter.map { try interpreter.invoke($0, captured: nil, arguments: [], selfValue: receiver, line: line).0 }
        if let willSet {
            _ = try interpreter.invoke(willSet, captured: nil, arguments: [newValue], selfValue: receiver, line: line)
        }
        _ = try interpreter.invoke(superSetter, captured: nil, arguments: [newValue], selfValue: receiver, line: line)
        if let didSet {
            _ = try interpreter.invoke(didSet, captured: nil, arguments: [old ?? .void], selfValue: receiver, line: line)
        }
        return .normal
    }
}
