/// The controls a `_Styled` view (`.buttonStyle`, `.progressViewStyle`, `.gaugeStyle`) styles,
/// named by the style's protocol.
enum StyledControl: String {
    case button = "ButtonStyle"
    case progressView = "ProgressViewStyle"
    case gauge = "GaugeStyle"
}
