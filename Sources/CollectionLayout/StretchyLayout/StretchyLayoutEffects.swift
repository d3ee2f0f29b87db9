import Foundation

/// The scroll-dependent formulas of the stretchy/sticky/parallax layout (the "Jungle Cup" tutorial), as pure
/// functions of the content offset so they can be read, tested and reused on their own.
///
/// `offset` is the content offset's y, `headerHeight` H, `viewportHeight` V (the collection
/// view's bounds height).
public enum StretchyLayoutEffects {
    /// The big header's transform: it grows when pulled down and stays pinned while content
    /// scrolls over it.
    ///
    /// `updated = min(V, max(H, H − offset))`; scale both axes by `updated / H` (about the
    /// header's centre), then translate y by `min(offset, H) + (updated − H) / 2`. As in the
    /// tutorial, a viewport shorter than the header caps `updated` at V, shrinking the header.
    public static func headerTransform(offset: CGFloat, headerHeight: CGFloat, viewportHeight: CGFloat)
        -> CGAffineTransform
    {
        guard headerHeight > 0 else { return .identity }
        let updated = min(viewportHeight, max(headerHeight, headerHeight - offset))
        let scale = updated / headerHeight
        let translation = min(offset, headerHeight) + (updated - headerHeight) / 2
        return CGAffineTransform(scaleX: scale, y: scale)
            .concatenating(CGAffineTransform(translationX: 0, y: translation))
    }

    /// The header overlay's opacity: `min(maximum, offset / H)`, and never below 0 (a pulled-down
    /// header has no overlay; the tutorial's formula would give a negative alpha there, which a
    /// view clamps to 0 anyway).
    public static func headerOverlayAlpha(offset: CGFloat, headerHeight: CGFloat, maximum: CGFloat) -> CGFloat {
        guard headerHeight > 0 else { return 0 }
        return max(0, min(maximum, offset / headerHeight))
    }

    /// The sticky menu's vertical translation: `max(initialY, offset) − H`, where `initialY` is
    /// the menu's untransformed y (which equals H, the menu sitting right below the header), so
    /// the menu moves only once the viewport's top passes it.
    public static func menuTranslation(offset: CGFloat, initialY: CGFloat, headerHeight: CGFloat) -> CGFloat {
        max(initialY, offset) - headerHeight
    }

    /// A sticky section header's vertical translation:
    /// `min(limit, max(0, offset − initialY + menuHeight))` with
    /// `limit = itemCount · (itemHeight + lineSpacing)`, so the header rides below the (sticky)
    /// menu and stops where its section's cells end. Pass `menuHeight` 0 when the menu is not
    /// sticky.
    public static func sectionHeaderTranslation(
        offset: CGFloat, initialY: CGFloat, itemCount: Int, itemHeight: CGFloat, lineSpacing: CGFloat,
        menuHeight: CGFloat
    ) -> CGFloat {
        let limit = CGFloat(max(0, itemCount)) * (itemHeight + lineSpacing)
        return min(limit, max(0, offset - initialY + menuHeight))
    }

    /// A cell's parallax: with `d = centerY − offset − V/2` (the cell's distance from the
    /// viewport's middle), `p = −maximum · d / (V/2 + itemHeight/2)`, clamped to ±maximum.
    /// 0 when the denominator is not positive (an empty viewport and zero-height cells).
    public static func parallax(
        cellCenterY: CGFloat, offset: CGFloat, viewportHeight: CGFloat, itemHeight: CGFloat, maximum: CGFloat
    ) -> CGFloat {
        let halfViewport = viewportHeight / 2
        let denominator = halfViewport + itemHeight / 2
        guard denominator > 0 else { return 0 }
        let distance = cellCenterY - offset - halfViewport
        let shift = -maximum * distance / denominator
        return min(max(-maximum, shift), maximum)
    }
}
