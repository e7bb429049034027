/// A `TabView` in the page style (`.tabViewStyle(.page)`), as an Xcode preview shows it before
/// any swipe: the first page fills the whole view (there is no tab bar), and UIKit's page control
/// sits over its bottom edge, a dot for each page, the first one's solid white and the others'
/// white at 30 %. The dots are 8 points wide with 8 points between them, in a control 26 points
/// tall whose ends are 10 points past the outer dots, 8 points above the view's bottom; with
/// `.indexViewStyle(.page(backgroundDisplayMode: .always))` the control is drawn on a capsule of
/// black at 25 %, which keeps the dots visible on a light page. (Sizes are those of
/// `UIPageControl`'s default indicators, measured on screenshots, not taken from UIKit.)
extension NavigationAppearance {
    static let pageDot = 8.0, pageDotSpacing = 8.0, pageControlHeight = 26.0, pageControlEnds = 10.0,
               pageControlBottom = 8.0

    /// The first page, full size, with its page control over its bottom edge.
    static func pages(_ pages: [View], index: PageIndexDisplay, indexBackground: Bool) -> View {
        let first = (pages.first ?? .empty).frame(maxWidth: .infinity, maxHeight: .infinity)
        guard index.showsDots(pages: pages.count) else { return first }
        let dots = pages.indices.map { page -> View in
            AnyShape.circle.fill(.color(page == 0 ? .white : RGBA.white.withOpacity(0.3)))
                .frame(width: pageDot, height: pageDot)
        }
        var control = View.hStack(spacing: pageDotSpacing, children: dots)
            .padding(EdgeInsets(top: 0, leading: pageControlEnds, bottom: 0, trailing: pageControlEnds))
            .frame(height: pageControlHeight)
        if indexBackground {
            control = control.background(AnyShape.capsule().fill(.color(RGBA.black.withOpacity(0.25))))
        }
        return first.overlay(control.padding(.bottom, pageControlBottom), alignment: .bottom)
    }
}
