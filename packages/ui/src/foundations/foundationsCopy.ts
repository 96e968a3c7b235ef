import type { UiLocale } from "../i18n/locales";

/**
 * The words of the Foundations pages, in every language the toolbar offers. Documentation for
 * designers and developers, not part of the shipped catalogue.
 */
export interface FoundationsCopy {
  columns: { token: string; value: string; pixels: string; preview: string; use: string };
  colours: {
    title: string;
    intro: string;
    on: string;
    levels: { aaa: string; aa: string; nonText: string; decorative: string };
  };
  spacing: { title: string; intro: string; space: string; sizes: string };
  typography: {
    title: string;
    intro: string;
    sizes: string;
    weights: string;
    lineHeights: string;
    families: string;
    sample: string;
    paragraph: string;
  };
  shapes: { title: string; intro: string; radii: string; borders: string; focusRing: string };
  elevation: { title: string; intro: string; onBackground: string; onSurface: string };
  layers: { title: string; intro: string };
  motion: {
    title: string;
    intro: string;
    /** Shown when the system asks for reduced motion, as the story tests do. */
    reduced: string;
    uses: { fast: string; normal: string; slow: string; standard: string };
  };
}

export const foundationsCopy: Record<UiLocale, FoundationsCopy> = {
  fr: {
    columns: {
      token: "Jeton",
      value: "Valeur",
      pixels: "En pixels",
      preview: "Aperçu",
      use: "Usage",
    },
    colours: {
      title: "Couleurs",
      intro:
        "Chaque rôle de couleur du thème affiché. Le contraste est mesuré dans le navigateur, sur les couleurs résolues, contre la couleur avec laquelle le rôle est employé.",
      on: "sur",
      levels: {
        aaa: "AAA (7:1)",
        aa: "AA (4,5:1)",
        nonText: "Non-texte (3:1)",
        decorative: "Décoratif",
      },
    },
    spacing: {
      title: "Grille d'espacement",
      intro:
        "Un pas vaut 0,25 rem (4 px) et suit la taille de texte choisie dans le navigateur. Les tailles fixent la cible minimale et la hauteur des contrôles.",
      space: "Espacements",
      sizes: "Tailles",
    },
    typography: {
      title: "Typographie",
      intro:
        "Inter, livrée avec le paquet pour un rendu identique partout. Les tailles sont en rem : elles suivent le réglage du navigateur.",
      sizes: "Tailles",
      weights: "Graisses",
      lineHeights: "Interlignes",
      families: "Familles",
      sample: "Départ à 7 h 30, « ça roule » !",
      paragraph:
        "Les bénévoles inscrits reçoivent la feuille de route la veille au soir. En cas d'empêchement, prévenez au plus tôt le responsable de la délégation territoriale, qui proposera le créneau à une autre équipe.",
    },
    shapes: {
      title: "Rayons et bordures",
      intro:
        "Les rayons arrondissent les contrôles et les surfaces ; les bordures délimitent les champs ; l'anneau de focus montre où va le clavier.",
      radii: "Rayons",
      borders: "Bordures",
      focusRing: "Anneau de focus",
    },
    elevation: {
      title: "Élévation",
      intro:
        "Les ombres détachent une surface de ce qui est dessous. En contraste élevé, elles deviennent un contour.",
      onBackground: "Sur le fond",
      onSurface: "Sur une surface",
    },
    layers: {
      title: "Couches (z-index)",
      intro:
        "Les couches sont écrites dans l'ordre inverse du document : seul leur z-index les empile ainsi.",
    },
    motion: {
      title: "Mouvement",
      intro:
        "Durées et courbe des transitions. Elles passent à 0 ms quand le système demande moins d'animations (prefers-reduced-motion), et dans les images de Storybook.",
      reduced:
        "Ce navigateur demande moins d'animations : les composants reçoivent 0 ms pour chaque durée.",
      uses: {
        fast: "Survol, pression, focus",
        normal: "Ouverture d'un menu, d'une infobulle",
        slow: "Panneaux et boîtes de dialogue",
        standard: "Toutes les transitions",
      },
    },
  },
  en: {
    columns: {
      token: "Token",
      value: "Value",
      pixels: "In pixels",
      preview: "Preview",
      use: "Use",
    },
    colours: {
      title: "Colours",
      intro:
        "Every colour role of the theme shown. The contrast is measured in the browser, on the resolved colours, against the colour the role is used with.",
      on: "on",
      levels: {
        aaa: "AAA (7:1)",
        aa: "AA (4.5:1)",
        nonText: "Non-text (3:1)",
        decorative: "Decorative",
      },
    },
    spacing: {
      title: "Spacing grid",
      intro:
        "One step is 0.25 rem (4 px) and follows the text size set in the browser. Sizes set the minimum target and the height of controls.",
      space: "Spacing",
      sizes: "Sizes",
    },
    typography: {
      title: "Typography",
      intro:
        "Inter, shipped with the package so it renders the same everywhere. Sizes are in rem: they follow the browser setting.",
      sizes: "Sizes",
      weights: "Weights",
      lineHeights: "Line heights",
      families: "Families",
      sample: "Leaving at 7:30, “all set”!",
      paragraph:
        "Registered volunteers receive the route sheet the evening before. If you cannot come, tell the head of the local branch as early as possible, who will offer the shift to another team.",
    },
    shapes: {
      title: "Radii and borders",
      intro:
        "Radii round controls and surfaces; borders mark out fields; the focus ring shows where the keyboard is.",
      radii: "Radii",
      borders: "Borders",
      focusRing: "Focus ring",
    },
    elevation: {
      title: "Elevation",
      intro:
        "Shadows lift a surface off what lies beneath. In high contrast they become an outline.",
      onBackground: "On the background",
      onSurface: "On a surface",
    },
    layers: {
      title: "Layers (z-index)",
      intro: "The layers are written in reverse document order: only their z-index stacks them so.",
    },
    motion: {
      title: "Motion",
      intro:
        "Durations and curve of transitions. They drop to 0 ms when the system asks for less motion (prefers-reduced-motion), and in Storybook's pictures.",
      reduced: "This browser asks for less motion: components get 0 ms for every duration.",
      uses: {
        fast: "Hover, press, focus",
        normal: "Opening a menu or a tooltip",
        slow: "Panels and dialogs",
        standard: "Every transition",
      },
    },
  },
  de: {
    columns: {
      token: "Token",
      value: "Wert",
      pixels: "In Pixeln",
      preview: "Vorschau",
      use: "Verwendung",
    },
    colours: {
      title: "Farben",
      intro:
        "Jede Farbrolle des angezeigten Themas. Der Kontrast wird im Browser an den aufgelösten Farben gemessen, gegen die Farbe, mit der die Rolle verwendet wird.",
      on: "auf",
      levels: {
        aaa: "AAA (7:1)",
        aa: "AA (4,5:1)",
        nonText: "Nicht-Text (3:1)",
        decorative: "Dekorativ",
      },
    },
    spacing: {
      title: "Abstandsraster",
      intro:
        "Ein Schritt beträgt 0,25 rem (4 px) und folgt der im Browser eingestellten Textgröße. Die Größen legen die Mindestzielgröße und die Höhe der Bedienelemente fest.",
      space: "Abstände",
      sizes: "Größen",
    },
    typography: {
      title: "Typografie",
      intro:
        "Inter, mit dem Paket ausgeliefert, damit sie überall gleich aussieht. Größen sind in rem angegeben: Sie folgen der Browsereinstellung.",
      sizes: "Größen",
      weights: "Schriftstärken",
      lineHeights: "Zeilenhöhen",
      families: "Schriftfamilien",
      sample: "Abfahrt 7:30, „Größe passt“!",
      paragraph:
        "Angemeldete Ehrenamtliche erhalten den Einsatzplan am Vorabend. Bei Verhinderung informieren Sie so früh wie möglich die Leitung des Kreisverbands, die die Schicht einem anderen Team anbietet.",
    },
    shapes: {
      title: "Radien und Rahmen",
      intro:
        "Radien runden Bedienelemente und Flächen ab; Rahmen begrenzen Felder; der Fokusring zeigt, wo sich die Tastatur befindet.",
      radii: "Radien",
      borders: "Rahmen",
      focusRing: "Fokusring",
    },
    elevation: {
      title: "Erhöhung",
      intro:
        "Schatten heben eine Fläche von ihrem Untergrund ab. Im hohen Kontrast werden sie zu einer Kontur.",
      onBackground: "Auf dem Hintergrund",
      onSurface: "Auf einer Fläche",
    },
    layers: {
      title: "Ebenen (z-index)",
      intro:
        "Die Ebenen stehen in umgekehrter Dokumentreihenfolge: Nur ihr z-index stapelt sie so.",
    },
    motion: {
      title: "Bewegung",
      intro:
        "Dauer und Kurve der Übergänge. Sie fallen auf 0 ms, wenn das System weniger Bewegung verlangt (prefers-reduced-motion), und in den Bildern von Storybook.",
      reduced:
        "Dieser Browser verlangt weniger Bewegung: Die Komponenten erhalten 0 ms für jede Dauer.",
      uses: {
        fast: "Hover, Drücken, Fokus",
        normal: "Öffnen eines Menüs oder Tooltips",
        slow: "Seitenleisten und Dialoge",
        standard: "Alle Übergänge",
      },
    },
  },
};
