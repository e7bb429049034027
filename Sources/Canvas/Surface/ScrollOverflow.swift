import Geometry
import Synchronization

/// How much of their content the scroll views drawn in a figure hide (along their scrolling axes,
/// and across them where the content is longer than the scroll view), and how much longer than
/// their tracks a lazy grid's items are (six 180-point dice in two flexible columns of 80), so
/// that `layoutFigure` can offer the root the room a device preview gives them.
///
/// A figure is offered the 200-point canvas, where a preview runs on a phone's screen: a
/// horizontal scroll view around five 60-point bars shows all of them there and clips them to the
/// canvas here. The scroll views note what they hide while the figure is drawn (task-local, so
/// exactly the drawing inside `measuring` is measured), and the root is then offered up to
/// `screen` on each axis where content was hidden, as much as the preview would show.
final class ScrollOverflow: Sendable {
    @TaskLocal static var current: ScrollOverflow?

    /// The screen an Xcode preview shows by default, an iPhone 15's, in points (the prelude's
    /// `UIScreen.main.bounds`).
    static let screen = Size(width: 393, height: 852)

    private let hidden = Mutex(Size(width: 0, height: 0))

    private init() {}

    /// Notes a scroll view hiding `width` and `height` points of its content (not positive: none).
    static func note(width: Double, height: Double) {
        current?.hidden.withLock { hidden in
            hidden = Size(width: max(hidden.width, width), height: max(hidden.height, height))
        }
    }

    /// Runs `body`; the most content any scroll view drawn in it hid on each axis.
    static func measuring(_ body: () throws -> Void) throws -> Size {
        let overflow = ScrollOverflow()
        try $current.withValue(overflow, operation: body)
        return overflow.hidden.withLock { $0 }
    }

    /// The size to offer a root of `size` whose scroll views hid `hidden`: longer by what was
    /// hidden on each such axis, up to `screen` (never shorter); nil when nothing was hidden or
    /// the root is already that long.
    static func grown(_ size: Size, hidden: Size) -> Size? {
        let slack = 1e-6
        let width = hidden.width > slack ? max(size.width, min(size.width + hidden.width, screen.width)) : size.width
        let height = hidden.height > slack ? max(size.height, min(size.height + hidden.height, screen.height)) : size.height
        return width > size.width + slack || height > size.height + slack ? Size(width: width, height: height) : nil
    }
}
