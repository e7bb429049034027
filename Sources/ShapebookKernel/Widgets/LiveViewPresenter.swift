import Canvas
import Dispatch
import Foundation
import Jupyter

/// One live view in a notebook: its controls as widgets (in boxes that follow the view's stacks),
/// a line under them for errors and printed text, and its figure as an output updated in place.
///
/// Two outputs, not one: the widget view, then the figure (`display_data` with a display id that
/// each change replaces with `update_display_data`). So the figure is an ordinary image output —
/// a saved notebook keeps the last one for nbconvert, GitHub and `jupyter console` — and
/// redrawing it never rebuilds the widgets under a dragging mouse.
///
/// While the reader moves a control, each change is sent as a draft: the figure's SVG alone (what
/// JupyterLab shows of the two), drawn without the render cache. Once no change has come for
/// `settleDelay`, the kernel's deferred work sends the whole figure (every format of the cell),
/// which is what a saved notebook keeps.
final class LiveViewPresenter {
    private let view: any LiveView
    private let figures: FigureBundle
    private let registry: WidgetRegistry
    /// The display id of the figure output (a `display(_:)` handle's id, which `update(_:)` replaces).
    let figureID: String
    /// The display id of the widgets' output, which an update of the handle replaces too.
    var controlsID: String { figureID + "-controls" }
    /// Whether a handle's update replaced this view: its widgets are closed and it draws no more.
    private var isRetired = false

    private var controls: [LiveControl] = []
    private var arrangement = ControlArrangement.column([])
    private var widgets: [LiveControl.ID: ControlModels] = [:]
    private var boxes: [WidgetModel] = []
    private var root: WidgetModel?
    private var message: WidgetModel?
    private var messageLayout: WidgetModel?
    /// The figure last sent as a draft, with the change that drew it and when to send it whole.
    private var draft: (figure: Figure, context: ExecutionContext, due: UInt64)?

    /// How long after the last change a draft figure is sent whole, in nanoseconds: long enough
    /// that a drag in progress (a change every few tens of milliseconds) sends none.
    static let settleDelay: UInt64 = 200_000_000

    /// The widget of one control and the style model that gives its label room.
    private struct ControlModels {
        var kind: WidgetKind
        var model: WidgetModel
        var style: WidgetModel?
    }

    /// A presenter for `view`, drawing with `figures` and recording its models in `registry`;
    /// its figure is shown under `displayID` (a new id unless given).
    init(view: any LiveView, figures: FigureBundle, registry: WidgetRegistry, displayID: String? = nil) {
        self.view = view
        self.figures = figures
        self.registry = registry
        figureID = displayID ?? "shapebook-figure-" + UUID().uuidString.lowercased()
    }

    // MARK: - Showing

    /// Publishes the widgets and the figure; in place of the outputs under `controlsID` and
    /// `figureID` when `replacing` says so (a handle's update of what `display` showed).
    /// - Returns: false when the context reaches no front end (a silent cell): nothing was shown.
    /// - Throws: the renderer's error when the figure cannot be drawn.
    func show(in context: ExecutionContext, replacing: (controls: Bool, figure: Bool) = (false, false)) throws -> Bool {
        guard context.isPublishing else { return false }
        let figure = try figures.bundle(for: view.figure)
        guard let messageLayout = WidgetModel.open(.layout, state: ["display": "none"], context: context),
              let message = WidgetModel.open(.html, state: ["value": "", "layout": messageLayout.reference], context: context)
        else { return false }
        self.messageLayout = messageLayout
        self.message = message
        registry.add(messageLayout, owner: self)
        registry.add(message, owner: self)
        sync(view.controls, arrangement: view.controlArrangement, context: context)
        let widgets = MimeBundle(data: [
            "application/vnd.jupyter.widget-view+json": [
                "model_id": .string(root?.id ?? ""), "version_major": 2, "version_minor": 0,
            ],
            "text/plain": .string(Self.describe(controls)),
        ])
        if replacing.controls { context.updateDisplay(widgets, id: controlsID) } else { context.display(widgets, id: controlsID) }
        if replacing.figure { context.updateDisplay(figure, id: figureID) } else { context.display(figure, id: figureID) }
        return true
    }

    /// Closes the widgets of a view that a handle's update replaced, so that they draw no more
    /// over what replaced it.
    func retire() {
        isRetired = true
        draft = nil
        let models = widgets.values.flatMap { [$0.model] + ($0.style.map { [$0] } ?? []) } + boxes
            + [root, message, messageLayout].compactMap { $0 }
        widgets = [:]
        boxes = []
        (root, message, messageLayout) = (nil, nil, nil)
        for model in models {
            registry.remove(id: model.id)
            model.close()
        }
    }

    /// `Slider "Corner radius" = 4 (0…20)`, one control a line: what front ends without widgets show
    /// (a SecureField's text as dots).
    static func describe(_ controls: [LiveControl]) -> String {
        controls.map { control in
            var line = "\(ControlWidget.kind(for: control).rawValue) \"\(control.label)\""
            switch control.value {
            case .number(let x): line += " = " + (control.isInteger && abs(x) < 1e15 ? String(Int(x.rounded())) : "\(x)")
            case .bool(let on): line += " = \(on)"
            case .text(let text):
                // A SecureField's text stays hidden here too: this line is saved with the notebook.
                let isSecure = if case .secureField = control.kind { true } else { false }
                line += " = \"\(isSecure ? String(repeating: "•", count: text.count) : text)\""
            case .selection(let index?):
                if case .picker(let options, _) = control.kind, options.indices.contains(index) { line += " = \(options[index])" }
            case .color(let color): line += " = \(ControlWidget.hex(color))"
            case .selection(nil), .none: break
            }
            return line
        }.joined(separator: "\n")
    }

    // MARK: - Messages from the front end

    /// Handles a widget message on `model`, one of this view's: a value the reader set, a
    /// button click, a request for the state.
    func receive(_ message: CommMessage, on model: WidgetModel, context: ExecutionContext) {
        guard !isRetired else { return }
        switch message.data["method"]?.stringValue {
        case "update":
            let changes = message.data["state"]?.objectValue ?? [:]
            model.accept(changes)
            guard let control = control(of: model), let value = ControlWidget.value(from: changes, for: control) else { return }
            let host = LiveHost()
            apply(view.setValue(value, of: control.id, host: host), host: host, context: context, asDraft: true)
        case "request_state":
            model.sendFullState()
        case "custom":
            guard message.data["content"]?.objectValue?["event"]?.stringValue == "click", let control = control(of: model),
                  control.kind == .button
            else { return }
            let host = LiveHost()
            apply(view.press(control.id, host: host), host: host, context: context)
        default:
            break
        }
    }

    private func control(of model: WidgetModel) -> LiveControl? {
        controls.first { widgets[$0.id]?.model === model }
    }

    /// Shows what a change led to: its animation and new figure (as a draft when `asDraft`), or
    /// its error under the controls (the last good figure stays, and a draft of it is still sent
    /// whole); then the controls as they are now.
    private func apply(_ update: LiveUpdate, host: LiveHost, context: ExecutionContext, asDraft: Bool = false) {
        var note = host.printed.isEmpty ? "" : "<pre>\(Self.escape(host.printed))</pre>"
        switch update.result {
        case .success(let figure):
            if let transition = update.transition { play(transition, context: context) }
            do {
                if asDraft, update.transition == nil, let bundle = try figures.draftBundle(for: figure) {
                    context.updateDisplay(bundle, id: figureID)
                    draft = (figure, context, DispatchTime.now().uptimeNanoseconds + Self.settleDelay)
                } else {
                    context.updateDisplay(try figures.bundle(for: figure), id: figureID)
                    draft = nil
                }
            } catch {
                note += Self.errorHTML(["RenderError: \(error)"])
            }
        case .failure(let error):
            note += Self.errorHTML(error.traceback.isEmpty ? ["\(error.name): \(error.value)"] : error.traceback)
        }
        message?.update(["value": .string(note)])
        messageLayout?.update(["display": note.isEmpty ? "none" : .null])
        sync(update.controls, arrangement: view.controlArrangement, context: context)
    }

    /// When the draft on screen is due to be sent whole; nil when the figure shown is whole.
    var wholeFigureDue: UInt64? { draft?.due }

    /// Replaces the draft on screen with the whole figure (every format, through the render
    /// cache), with the change that drew it as parent; an error goes under the controls.
    func sendWholeFigure() {
        guard let draft else { return }
        self.draft = nil
        do {
            draft.context.updateDisplay(try figures.bundle(for: draft.figure), id: figureID)
        } catch {
            message?.update(["value": .string(Self.errorHTML(["RenderError: \(error)"]))])
            messageLayout?.update(["display": .null])
        }
    }

    /// Plays an animated change: frames drawn as fast as they render, at most 30 a second, for
    /// the animation's duration (PNG only: the final figure brings the SVG).
    private func play(_ transition: LiveTransition, context: ExecutionContext) {
        let start = DispatchTime.now().uptimeNanoseconds
        let duration = max(0, min(transition.duration, 10))
        let frameInterval: UInt64 = 1_000_000_000 / 30
        var nextFrame = start
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            let elapsed = Double(now - start) / 1e9
            guard elapsed < duration, let frame = transition.frame(elapsed / duration) else { return }
            guard let bundle = try? figures.frameBundle(for: frame) else { return }
            context.updateDisplay(bundle, id: figureID)
            nextFrame += frameInterval
            let after = DispatchTime.now().uptimeNanoseconds
            if nextFrame > after { usleep(useconds_t(clamping: (nextFrame - after) / 1000)) } else { nextFrame = after }
        }
    }

    // MARK: - Keeping the widgets in step

    /// Makes the widgets show `controls` in `arrangement`: updates the widgets whose control is
    /// still there, opens widgets for new controls, closes those of controls that went, and
    /// rebuilds the boxes when the controls or their stacks changed.
    private func sync(_ newControls: [LiveControl], arrangement newArrangement: ControlArrangement, context: ExecutionContext) {
        let oldIDs = controls.map(\.id)
        var changed = root == nil || newArrangement != arrangement || newControls.map(\.id) != oldIDs
        for control in newControls {
            let kind = ControlWidget.kind(for: control)
            if let existing = widgets[control.id], existing.kind == kind {
                existing.model.update(ControlWidget.state(for: control))
                continue
            }
            closeWidget(of: control.id)
            guard let models = openWidget(for: control, kind: kind, context: context) else { continue }
            widgets[control.id] = models
            changed = true
        }
        for id in oldIDs where !newControls.contains(where: { $0.id == id }) { closeWidget(of: id) }
        controls = newControls
        arrangement = newArrangement
        guard changed else { return }
        let oldBoxes = boxes
        boxes = []
        let children = box(newArrangement, context: context, isRoot: true) + (message.map { [$0.reference] } ?? [])
        if let root {
            root.update(["children": .array(children)])
        } else if let made = WidgetModel.open(.vBox, state: ["children": .array(children)], context: context) {
            root = made
            registry.add(made, owner: self)
        }
        for box in oldBoxes {
            registry.remove(id: box.id)
            box.close()
        }
    }

    /// The references of `arrangement`'s widgets, with an HBox or VBox opened for each inner
    /// row or column (the root column's children go straight into the root box).
    private func box(_ arrangement: ControlArrangement, context: ExecutionContext, isRoot: Bool = false) -> [JSONValue] {
        switch arrangement {
        case .control(let index):
            guard controls.indices.contains(index), let model = widgets[controls[index].id]?.model else { return [] }
            return [model.reference]
        case .row(let items), .column(let items):
            let children = items.flatMap { box($0, context: context) }
            if isRoot { return children }
            let kind: WidgetKind
            if case .row = arrangement { kind = .hBox } else { kind = .vBox }
            guard let model = WidgetModel.open(kind, state: ["children": .array(children)], context: context) else { return [] }
            boxes.append(model)
            registry.add(model, owner: self)
            return [model.reference]
        }
    }

    private func openWidget(for control: LiveControl, kind: WidgetKind, context: ExecutionContext) -> ControlModels? {
        var state = ControlWidget.state(for: control)
        var style: WidgetModel?
        if let styleKind = kind.style {
            style = WidgetModel.open(styleKind, state: ["description_width": "initial"], context: context)
            if let style {
                registry.add(style, owner: self)
                state["style"] = style.reference
            }
        }
        guard let model = WidgetModel.open(kind, state: state, context: context) else { return nil }
        registry.add(model, owner: self)
        return ControlModels(kind: kind, model: model, style: style)
    }

    private func closeWidget(of id: LiveControl.ID) {
        guard let models = widgets.removeValue(forKey: id) else { return }
        for model in [models.model] + (models.style.map { [$0] } ?? []) {
            registry.remove(id: model.id)
            model.close()
        }
    }

    // MARK: - The line under the controls

    private static func errorHTML(_ lines: [String]) -> String {
        "<pre style=\"color: var(--jp-error-color1, #c00); margin: 0\">" + escape(lines.joined(separator: "\n")) + "</pre>"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
