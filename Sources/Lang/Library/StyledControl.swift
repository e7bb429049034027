/// The controls a `_Styled` view (`.buttonStyle`, `.progressViewStyle`, `.gaugeStyle`, `.toggleStyle`,
/// `.labelStyle`, `.textFieldStyle`, `.buttonBorderShape`, `.disabled`, `.controlSize`, `.imageScale`) styles,
/// named by the style's protocol.
enum StyledControl: String {
    case button = "ButtonStyle"
    case progressView = "ProgressViewStyle"
    case gauge = "GaugeStyle"
    case toggle = "ToggleStyle"
    case label = "LabelStyle"
    case textField = "TextFieldStyle"
    /// `.buttonBorderShape`: not a style, the shape the bordered button styles draw in.
    case buttonBorderShape = "ButtonBorderShape"
    /// `.disabled(_:)`: a Bool, not a style; the buttons inside are drawn dimmed.
    case disabled = "Disabled"
    /// `.controlSize(_:)`: a `ControlSize`, the size bordered buttons are drawn at.
    case controlSize = "ControlSize"
    /// `.imageScale(_:)`: an `Image.Scale`, the size symbols are drawn at beside their font.
    case imageScale = "ImageScale"
}
