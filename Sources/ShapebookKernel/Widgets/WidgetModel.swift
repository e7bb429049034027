import Jupyter

/// One Jupyter widget model in the kernel: its state, and the comm that keeps the front end's
/// copy in step (the widget protocol, version 2).
///
/// The kernel's copy of the state is what the front end was last told or told the kernel, so an
/// update sends only the keys whose values changed.
final class WidgetModel {
    /// The model's comm, whose id is the model id.
    let comm: Comm
    /// The state as both sides know it.
    private(set) var state: JSONObject

    /// The widget protocol version this kernel speaks (`comm_open` metadata).
    static let protocolVersion = "2.1.0"

    private init(comm: Comm, state: JSONObject) {
        self.comm = comm
        self.state = state
    }

    /// Opens a model of `kind` with `state` (the kind's module and names are added); nil where the
    /// context cannot reach a front end.
    static func open(_ kind: WidgetKind, state: JSONObject, context: ExecutionContext) -> WidgetModel? {
        let full = kind.identity.merging(state) { _, new in new }
        guard let comm = context.openComm(
            target: "jupyter.widget", data: ["state": .object(full), "buffer_paths": []],
            metadata: ["version": .string(protocolVersion)])
        else { return nil }
        return WidgetModel(comm: comm, state: full)
    }

    /// The model id, as `IPY_MODEL_<id>` references and `widget-view+json` name it.
    var id: String { comm.id }

    /// A reference to this model from another model's state.
    var reference: JSONValue { .string("IPY_MODEL_\(comm.id)") }

    /// Sends the keys of `changes` whose values differ from the state (nothing if none do; a
    /// number is the same whether JSON spelled it `12` or `12.0`).
    func update(_ changes: JSONObject) {
        let changed = changes.filter { !Self.same(state[$0.key], $0.value) }
        guard !changed.isEmpty else { return }
        state.merge(changed) { _, new in new }
        comm.send(["method": "update", "state": .object(changed), "buffer_paths": []])
    }

    private static func same(_ old: JSONValue?, _ new: JSONValue) -> Bool {
        switch (old, new) {
        case (.int(let a)?, .double(let b)): return Double(a) == b
        case (.double(let a)?, .int(let b)): return a == Double(b)
        default: return old == new
        }
    }

    /// Takes what the front end says the state now is (an `update` from it), without echoing it.
    func accept(_ changes: JSONObject) {
        state.merge(changes) { _, new in new }
    }

    /// Answers `request_state`: the whole state in one `update`.
    func sendFullState() {
        comm.send(["method": "update", "state": .object(state), "buffer_paths": []])
    }

    /// The model as `update_states` and the notebook's saved widget state list it.
    var savedState: JSONValue {
        [
            "model_name": state["_model_name"] ?? .null, "model_module": state["_model_module"] ?? .null,
            "model_module_version": state["_model_module_version"] ?? .null, "state": .object(state),
        ]
    }

    /// Closes the model's comm (the front end removes the widget).
    func close() {
        comm.close()
    }
}

/// The widget models Shapebook uses, with their modules and versions (ipywidgets 8).
enum WidgetKind: String {
    case floatSlider = "FloatSlider", intSlider = "IntSlider"
    case boundedIntText = "BoundedIntText", boundedFloatText = "BoundedFloatText", intText = "IntText", floatText = "FloatText"
    case checkbox = "Checkbox", toggleButton = "ToggleButton"
    case dropdown = "Dropdown", toggleButtons = "ToggleButtons"
    case text = "Text", password = "Password", colorPicker = "ColorPicker", button = "Button", html = "HTML"
    case hBox = "HBox", vBox = "VBox"
    case layout = "Layout"
    case sliderStyle = "SliderStyle", descriptionStyle = "DescriptionStyle"
    case toggleButtonsStyle = "ToggleButtonsStyle", checkboxStyle = "CheckboxStyle", textStyle = "TextStyle"

    /// `_model_name`, `_view_name` and their modules and versions.
    var identity: JSONObject {
        let controls: JSONValue = "@jupyter-widgets/controls", base: JSONValue = "@jupyter-widgets/base"
        switch self {
        case .layout:
            return ["_model_name": "LayoutModel", "_model_module": base, "_model_module_version": "2.0.0",
                    "_view_name": "LayoutView", "_view_module": base, "_view_module_version": "2.0.0"]
        case .sliderStyle, .descriptionStyle, .toggleButtonsStyle, .checkboxStyle, .textStyle:
            return ["_model_name": .string(rawValue + "Model"), "_model_module": controls, "_model_module_version": "2.0.0",
                    "_view_name": "StyleView", "_view_module": base, "_view_module_version": "2.0.0"]
        default:
            let view: String
            switch self {
            case .boundedIntText, .intText: view = "IntTextView"
            case .boundedFloatText, .floatText: view = "FloatTextView"
            default: view = rawValue + "View"
            }
            return ["_model_name": .string(rawValue + "Model"), "_model_module": controls, "_model_module_version": "2.0.0",
                    "_view_name": .string(view), "_view_module": controls, "_view_module_version": "2.0.0"]
        }
    }

    /// The style model that gives the kind's description room (`description_width: initial`,
    /// so a label such as "Corner radius" is not cut short); nil for kinds without a description.
    var style: WidgetKind? {
        switch self {
        case .floatSlider, .intSlider: .sliderStyle
        case .boundedIntText, .boundedFloatText, .intText, .floatText, .dropdown, .colorPicker: .descriptionStyle
        case .checkbox: .checkboxStyle
        case .toggleButtons: .toggleButtonsStyle
        case .text, .password: .textStyle
        default: nil
        }
    }
}
