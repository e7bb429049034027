import Canvas
import CCairo
import Foundation
import Geometry

/// Draws a display list with cairo, item for item as Shapebook's rasterizer does, so the two
/// can be timed on identical work. Solid, linear and radial paints; clips; opacity groups.
struct CairoRenderer {
    let figure: Figure

    /// Draws the figure into a new image surface; the caller destroys it.
    func draw() -> OpaquePointer? {
        let list = figure.displayList
        let width = Int32((list.size.width * figure.scale).rounded(.up))
        let height = Int32((list.size.height * figure.scale).rounded(.up))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        let context = cairo_create(surface)
        defer { cairo_destroy(context) }
        cairo_scale(context, figure.scale, figure.scale)
        cairo_set_tolerance(context, 0.05)
        if list.background.alpha > 0 {
            setSource(.solid(list.background), context)
            cairo_paint(context)
        }
        var groupOpacities: [Double] = []
        for item in list.items {
            switch item {
            case .fill(let path, let paint, let rule):
                append(path, context)
                cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setSource(paint, context)
                cairo_fill(context)
            case .stroke(let path, let paint, let style):
                append(path, context)
                cairo_set_line_width(context, style.lineWidth)
                cairo_set_line_cap(context, [LineCap.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND,
                                             .square: CAIRO_LINE_CAP_SQUARE][style.lineCap] ?? CAIRO_LINE_CAP_BUTT)
                cairo_set_line_join(context, [LineJoin.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND,
                                              .bevel: CAIRO_LINE_JOIN_BEVEL][style.lineJoin] ?? CAIRO_LINE_JOIN_MITER)
                cairo_set_miter_limit(context, style.miterLimit)
                cairo_set_dash(context, style.dash, Int32(style.dash.count), style.dashPhase)
                setSource(paint, context)
                cairo_stroke(context)
            case .beginClip(let path, let rule):
                cairo_save(context)
                append(path, context)
                cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(context)
            case .endClip:
                cairo_restore(context)
            case .beginGroup(let opacity):
                cairo_push_group(context)
                groupOpacities.append(opacity)
            case .endGroup:
                cairo_pop_group_to_source(context)
                cairo_paint_with_alpha(context, groupOpacities.popLast() ?? 1)
            case .image:
                // The benchmark scenes draw no images.
                break
            }
        }
        cairo_surface_flush(surface)
        return surface
    }

    /// Cairo's own PNG writer (libpng with its defaults) into memory.
    static func png(_ surface: OpaquePointer?) -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let unmanaged = Unmanaged.passRetained(sink)
        defer { unmanaged.release() }
        cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque())
        return sink.bytes
    }

    private func append(_ path: Path, _ context: OpaquePointer?) {
        cairo_new_path(context)
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(context, p.x, p.y)
            case .line(let p): cairo_line_to(context, p.x, p.y)
            case .quadCurve(let p, let c):
                let c1 = current + (c - current) * (2.0 / 3), c2 = p + (c - p) * (2.0 / 3)
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .closeSubpath: cairo_close_path(context)
            }
            if let end = element.endPoint { current = end }
        }
    }

    private func setSource(_ paint: Paint, _ context: OpaquePointer?) {
        switch paint {
        case .solid(let c):
            cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
        case .linearGradient(let stops, let start, let end):
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            addStops(stops, pattern)
            cairo_set_source(context, pattern)
            cairo_pattern_destroy(pattern)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let pattern = cairo_pattern_create_radial(center.x, center.y, startRadius, center.x, center.y, endRadius)
            addStops(stops, pattern)
            cairo_set_source(context, pattern)
            cairo_pattern_destroy(pattern)
        case .angularGradient(let stops, _, _, _):
            let c = stops.last?.color ?? .clear
            cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
        case .image, .transformed:
            // The benchmark scene has neither; a grey keeps the switch exhaustive.
            cairo_set_source_rgba(context, 0.5, 0.5, 0.5, 1)
        }
    }

    private func addStops(_ stops: [GradientStop], _ pattern: OpaquePointer?) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green,
                                              stop.color.blue, stop.color.alpha)
        }
    }
}
