/// The `@State` cells of a live view's body, kept across its evaluations.
///
/// SwiftUI keeps a view's state for as long as the view keeps its place in the tree. Each
/// evaluation of a live view's body constructs its view structs again, so the registry hands a
/// struct the cells it had last time: the cells of the n-th `Type` constructed during an
/// evaluation are found under `Type#n.property` (construction order stands in for the tree
/// position SwiftUI identifies views by).
final class StateRegistry {
    private var cells: [String: StateCell] = [:]
    private var constructed: [String: Int] = [:]

    /// Starts an evaluation: construction counts start again from zero.
    func beginEvaluation() {
        constructed = [:]
    }

    /// Counts one construction of `typeName`; returns its place among this evaluation's.
    func nextOccurrence(of typeName: String) -> Int {
        let occurrence = constructed[typeName, default: 0]
        constructed[typeName] = occurrence + 1
        return occurrence
    }

    /// The cell of `property` of the `occurrence`-th `typeName`: the one from an earlier
    /// evaluation, else a new one holding `initial`.
    func cell(_ typeName: String, occurrence: Int, property: String, initial: Value) -> StateCell {
        let key = "\(typeName)#\(occurrence).\(property)"
        if let cell = cells[key] { return cell }
        let cell = StateCell(name: property, value: initial)
        cells[key] = cell
        return cell
    }
}
