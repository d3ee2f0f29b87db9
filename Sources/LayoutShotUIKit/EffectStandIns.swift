import CollectionLayout
import Foundation

// Visual effects, as blur-backed pager cells use them. Nothing draws views headlessly, so an
// effect view keeps its effect and content view and shows nothing of its own.

/// A visual effect, as UIKit's `UIVisualEffect`.
open class UIVisualEffect: NSObject {}

/// A blur, as UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's blur styles, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy over a blur, as UIKit's `UIVibrancyEffect`.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect

    /// Vibrancy for `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// A view showing an effect, as UIKit's `UIVisualEffectView`: subviews go in `contentView`.
open class UIVisualEffectView: UIView {
    /// The effect shown (kept).
    open var effect: UIVisualEffect?
    /// The view content goes in; it follows the view's size.
    public let contentView = UIView(frame: .zero)

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view with no effect, `frame` in size.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
    }

    /// Required by `NSCoding` in UIKit; a view with no effect.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Sizes the content view to the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
