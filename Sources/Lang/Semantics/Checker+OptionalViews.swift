extension Checker {
    /// SwiftUI's `View` when `type` is an optional of a view (`Text?`, a style configuration's
    /// value label): SwiftUI makes such an optional a view itself (nil draws nothing), so `View`'s
    /// modifiers are its members (`configuration.currentValueLabel.font(.title)`); nil otherwise.
    func optionalViewProtocol(_ type: SwiftType) -> NominalDecl? {
        guard case .optional = type, case .type(.nominal(let view, _))? = environment.globals["View"],
              ConformanceTable.isSwiftUIView(view), environment.conformances.conforms(type, to: view) else { return nil }
        return view
    }
}
