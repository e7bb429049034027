import Jupyter

/// Every widget model the kernel opened, by model id, with the live view each belongs to; it
/// routes the front end's messages and answers `jupyter.widget.control`'s `request_states`.
///
/// Used on the shell thread only.
final class WidgetRegistry {
    private var models: [String: WidgetModel] = [:]
    private var order: [String] = []
    private var owners: [String: LiveViewPresenter] = [:]

    /// Records `model`, owned by `owner` (nil for models no live view answers for).
    func add(_ model: WidgetModel, owner: LiveViewPresenter?) {
        if models.updateValue(model, forKey: model.id) == nil { order.append(model.id) }
        owners[model.id] = owner
    }

    /// Forgets the model with `id` (its comm was closed by either side).
    func remove(id: String) {
        models[id] = nil
        owners[id] = nil
        order.removeAll { $0 == id }
    }

    /// The model with `id` and the live view it belongs to.
    func model(id: String) -> (model: WidgetModel, owner: LiveViewPresenter?)? {
        models[id].map { ($0, owners[id]) }
    }

    /// The live views whose figure is shown under `displayID`.
    func presenters(showing displayID: String) -> [LiveViewPresenter] {
        var found: [LiveViewPresenter] = []
        for owner in owners.values where owner.figureID == displayID && !found.contains(where: { $0 === owner }) {
            found.append(owner)
        }
        return found
    }

    /// `update_states` for `request_states`: every model's state, keyed by model id.
    var allStates: JSONObject {
        JSONObject(order.compactMap { id in models[id].map { (id, $0.savedState) } }, uniquingKeysWith: { _, last in last })
    }
}
