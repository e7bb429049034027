import Canvas

extension ViewBridge {
    /// How far towards white `Color.gradient` starts. Apple does not publish the stops; a fifth of
    /// the way to white over the colour itself matches the subtle sheen of an iOS 16 preview.
    static let colorGradientLightening = 0.2

    /// The Canvas style of an `AnyGradient` (`Color.gradient`): a linear gradient from the colour
    /// lightened at the top to the colour at the bottom.
    func colorGradient(_ color: Value) throws -> Canvas.ShapeStyle {
        var bottom = try rgba(color)
        bottom.semantic = nil
        let top = bottom.mixed(with: RGBA(red: 1, green: 1, blue: 1, alpha: bottom.alpha), by: Self.colorGradientLightening)
        return .linearGradient(Canvas.Gradient(stops: [GradientStop(color: top, location: 0), GradientStop(color: bottom, location: 1)]),
                               startPoint: .top, endPoint: .bottom)
    }
}
