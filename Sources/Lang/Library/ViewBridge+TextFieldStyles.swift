import Canvas
import Geometry

extension ViewBridge {
    /// A text or secure field in the enclosing `.textFieldStyle`: under `.roundedBorder`, inside
    /// UIKit's rounded-rect border (7 points of room each side and 6 above and below the text, on
    /// the background colour, in a 5-point rounded 0.5-point hairline of systemGray4); as it is
    /// under any other style.
    func textFieldStyled(_ field: Canvas.View) -> Canvas.View {
        guard let style = styles[.textField], let (decl, _) = structure(style),
              types.libraryName(of: decl) == "RoundedBorderTextFieldStyle" else { return field }
        let border = AnyShape.roundedRectangle(cornerRadius: 5)
        let hairline = RGBA.uiKit["systemGray4"] ?? .black
        return field.padding(EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7))
            .background(.shape(border, .fill(.color(.white), .nonZero)))
            .overlay(.shape(border, .stroke(.color(hairline), Geometry.StrokeStyle(lineWidth: 0.5))))
    }
}
