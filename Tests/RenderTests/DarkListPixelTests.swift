import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// Lists, navigation stacks and tab bars in the dark appearance drawn in UIKit's dark element
/// colours, pixel by pixel against the closed form (DarkControlPixelTests' helpers): the inset
/// grouped list's black ground, its 28,28,30 cards and dark separators, the tab bar's dark chrome.
struct DarkListPixelTests {
    typealias Pixels = DarkControlPixelTests

    /// A 320-point list of two sections: the first section's header band is 35 points, its
    /// first row 44 points tall (79 at its foot, where the 0.5-point separator starts 16 points in).
    static let list = """
        List {
            Section("Fruit") { Text("Apple"); Text("Banana") }
            Section { Text("Cherry") }
        }
        .frame(width: 320, height: 300)
        .preferredColorScheme(.dark)
        """

    /// `color` over `ground`, in 8-bit levels.
    static func over(_ color: RGBA, _ ground: RGBA) -> (Int, Int, Int) {
        func level(_ c: Double, _ g: Double) -> Int { Int(((c * color.alpha + g * (1 - color.alpha)) * 255).rounded()) }
        return (level(color.red, ground.red), level(color.green, ground.green), level(color.blue, ground.blue))
    }

    @Test func insetGroupedListIsDark() throws {
        Pixels.expectNear(try Pixels.color(Self.list, x: 6, y: 20), (0, 0, 0), "ground beside the header")
        Pixels.expectNear(try Pixels.color(Self.list, x: 300, y: 50), (28, 28, 30), "first row's card")
        Pixels.expectNear(try Pixels.color(Self.list, x: 300, y: 100), (28, 28, 30), "second row's card")
        Pixels.expectNear(try Pixels.color(Self.list, x: 10, y: 79.1), (0, 0, 0), "ground left of the card")
        let card = try Pixels.dark("secondarySystemGroupedBackground")
        Pixels.expectNear(try Pixels.color(Self.list, x: 200, y: 79.1), Self.over(try Pixels.dark("separator"), card), "separator")
        // The light list keeps its white cards on the grouped grey.
        let light = Self.list.replacingOccurrences(of: ".preferredColorScheme(.dark)", with: "")
        Pixels.expectNear(try Pixels.color(light, x: 300, y: 50), (255, 255, 255), "light card")
        Pixels.expectNear(try Pixels.color(light, x: 6, y: 20), (242, 242, 247), "light ground")
    }

    /// A navigation stack over plain content has the black systemBackground behind its bar; a
    /// tab bar is the dark bar tint (22,22,22 at 94%) over black.
    @Test func navigationAndTabBarAreDark() throws {
        let stack = #"NavigationStack { Text("Hi").navigationTitle("T") }.frame(width: 200, height: 200).preferredColorScheme(.dark)"#
        Pixels.expectNear(try Pixels.color(stack, x: 190, y: 20), (0, 0, 0), "bar ground")
        let tabs = """
            TabView {
                Text("A").tabItem { Label("A", systemImage: "house") }
                Text("B").tabItem { Label("B", systemImage: "gear") }
            }
            .frame(width: 200, height: 200)
            .preferredColorScheme(.dark)
            """
        Pixels.expectNear(try Pixels.color(tabs, x: 2, y: 198), Self.over(try #require(RGBA.darkMaterials["bar"]), .black), "tab bar")
        // The unselected tab's icon (a placeholder at a quarter of its colour) is in the dark
        // inactive grey, 117 (#757575), over the bar: the middle of its 20-point square.
        let bar = try #require(RGBA.darkMaterials["bar"])
        let ground = RGBA(red: bar.red * bar.alpha, green: bar.green * bar.alpha, blue: bar.blue * bar.alpha)
        Pixels.expectNear(try Pixels.color(tabs, x: 150, y: 168), Self.over(RGBA(red: 117 / 255, green: 117 / 255, blue: 117 / 255, alpha: 0.25), ground), "unselected tab")
        // The light tab bar keeps its #999999.
        let light = try ScriptFigures().figure(tabs.replacingOccurrences(of: ".preferredColorScheme(.dark)", with: "")).displayList
        #expect(light.items.contains { item in
            if case .fill(_, .solid(let color), _) = item { color == RGBA(red: 153 / 255, green: 153 / 255, blue: 153 / 255) } else { false }
        })
    }
}
