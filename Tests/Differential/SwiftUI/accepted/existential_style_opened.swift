// Modifiers whose ShapeStyle generic the result hides (`some View`, `Text`) open an `any
// ShapeStyle`: background, overlay, border, foregroundStyle and tint take one.
let style: any ShapeStyle = Color.orange
Text("Hello").foregroundStyle(style)
Circle().frame(width: 40, height: 40).background(style)
Rectangle().frame(width: 40, height: 20).overlay(style).border(style, width: 2)
Circle().tint(style)
