/// The controls a `_Styled` view (`.buttonStyle`, `.progressViewStyle`, `.gaugeStyle`, `.toggleStyle`,
/// `.textFieldStyle`, `.buttonBorderShape`) styles,
/// named by the style's protocol.
enum StyledControl: String {
    case button = "ButtonStyle"
    case progressView = "ProgressViewStyle"
    case gauge = "GaugeStyle"
    case toggle = "ToggleStyle"
    case textField = "TextFieldStyle"
    /// `.buttonBorderShape`: not a style, the shape the bordered button styles draw in.
    case buttonBorderShape = "ButtonBorderShape"
}
