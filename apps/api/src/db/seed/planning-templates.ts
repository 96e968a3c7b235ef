import type { OpeningOption, Recurrence } from "@releve/domain";
import type { MeansTypeCode } from "./planning-catalog.js";
import { addDays, dayOfMonth, weekdayIndex } from "./planning-support.js";

/** The means an activity gets: how many of a type, their staff, their times. */
export interface MeansPlan {
  type: MeansTypeCode;
  count: readonly [min: number, max: number];
  /** Staff required; the type's default when absent. */
  staff?: readonly [min: number, max: number];
  /** A predefined schedule on the activity's first day instead of the activity's own times. */
  schedule?: "day" | "night";
}

/** What an activity's opening of its means looks like. */
export type OpeningPlan =
  | { option: Exclude<OpeningOption, "specificDuration"> }
  | { option: "specificDuration"; days: number };

interface ActivityTemplate {
  activity: string;
  entity: string;
  title: string;
  location: string | null;
  /** Wall-clock times; an end not after the start is on the next day. */
  start: string;
  end: string;
  means: readonly MeansPlan[];
  opening: OpeningPlan;
  automaticValidation?: boolean;
  /** A registration deadline the evening before. */
  deadline?: boolean;
  comment?: string;
}

/** An activity held once, on `count` days of the month (weekends for most events). */
export interface OneOffTemplate extends ActivityTemplate {
  days: "weekend" | "weekday" | "any";
  count: number;
  attachment?: { fileName: string; type: string; text: string };
}

/** A recurring activity: its recurrence from the seed's today, expanded by the domain. */
export interface SeriesTemplate extends ActivityTemplate {
  recurrence: (today: string) => Recurrence;
}

const vpspPair: MeansPlan[] = [
  { type: "vpsp", count: [1, 1], schedule: "day" },
  { type: "vpsp", count: [1, 1], schedule: "night" },
];

const dpsOpening: OpeningPlan = { option: "specificDuration", days: 10 };

const recurrence = (value: Partial<Recurrence> & Pick<Recurrence, "type" | "start">) => ({
  end: null,
  occurrenceCount: null,
  weekdays: 0,
  dayOfMonth: null,
  nth: null,
  ...value,
});

/** The nth weekday of `day` in its month (0 first … 3 fourth, -1 past the fourth). */
function nthOf(day: string): { value: 0 | 1 | 2 | 3 | -1; weekday: number } {
  const index = Math.floor((dayOfMonth(day) - 1) / 7);
  return { value: index <= 3 ? (index as 0 | 1 | 2 | 3) : -1, weekday: weekdayIndex(day) };
}

const weekdayNames = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;

/** The recurring activities: daily ambulance duties, weekly outreach, monthly training. */
export const seriesTemplates: SeriesTemplate[] = [
  {
    activity: "urgentTransport",
    entity: "nanterre",
    title: "Permanence ambulance — Nanterre",
    location: "csNanterre",
    start: "08:00",
    end: "08:00",
    means: vpspPair,
    opening: { option: "specificDuration", days: 14 },
    recurrence: (today) =>
      recurrence({ type: "daily", start: addDays(today, -14), end: addDays(today, 14) }),
  },
  {
    activity: "urgentTransport",
    entity: "paris15",
    title: "Permanence ambulance — Paris 15e",
    location: "csParis15",
    start: "08:00",
    end: "08:00",
    means: vpspPair,
    opening: { option: "automatic" },
    recurrence: (today) =>
      recurrence({ type: "daily", start: addDays(today, -14), end: addDays(today, 14) }),
  },
  {
    activity: "urgentTransport",
    entity: "lyon7",
    title: "Garde VPSP — Lyon 7e",
    location: "csLyon7",
    start: "08:00",
    end: "08:00",
    means: vpspPair,
    opening: { option: "manual" },
    recurrence: (today) =>
      recurrence({ type: "daily", start: addDays(today, -12), occurrenceCount: 26 }),
  },
  {
    activity: "scheduledTransport",
    entity: "boulogne",
    title: "Transports programmés — dialyse Ambroise-Paré",
    location: "ambroisePare",
    start: "06:30",
    end: "13:00",
    means: [{ type: "vsl", count: [2, 2] }],
    opening: { option: "specificDuration", days: 7 },
    // Monday, Wednesday, Friday.
    recurrence: (today) =>
      recurrence({
        type: "weekly",
        start: addDays(today, -14),
        end: addDays(today, 14),
        weekdays: 1 | 4 | 16,
      }),
  },
  {
    activity: "streetOutreach",
    entity: "paris19",
    title: "Maraude du soir — Paris 19e",
    location: "csParis19",
    start: "19:30",
    end: "23:30",
    means: [
      { type: "socialTeam", count: [1, 2] },
      { type: "logistics", count: [1, 1] },
    ],
    opening: { option: "automatic" },
    automaticValidation: true,
    // Tuesday, Thursday, Saturday.
    recurrence: (today) =>
      recurrence({
        type: "weekly",
        start: addDays(today, -13),
        end: addDays(today, 14),
        weekdays: 2 | 8 | 32,
      }),
  },
  {
    activity: "foodDistribution",
    entity: "nanterre",
    title: "Distribution alimentaire — Nanterre",
    location: "warehouseNanterre",
    start: "09:00",
    end: "13:00",
    means: [
      { type: "socialTeam", count: [1, 1], staff: [4, 5] },
      { type: "logistics", count: [1, 1] },
    ],
    opening: { option: "automatic" },
    automaticValidation: true,
    // Wednesday.
    recurrence: (today) =>
      recurrence({ type: "weekly", start: addDays(today, -14), occurrenceCount: 4, weekdays: 4 }),
  },
  {
    activity: "shelter",
    entity: "paris19",
    title: "Plan grand froid — accueil de nuit au gymnase Jean-Jaurès",
    location: "gymnaseJeanJaures",
    start: "20:00",
    end: "08:00",
    means: [
      { type: "socialTeam", count: [2, 2] },
      { type: "firstAidTeam", count: [1, 1], staff: [2, 2] },
    ],
    opening: { option: "manual" },
    comment: "Ouverture décidée par la préfecture ; effectifs revus chaque matin.",
    recurrence: (today) =>
      recurrence({ type: "daily", start: addDays(today, -4), occurrenceCount: 12 }),
  },
  {
    activity: "firstAidCourse",
    entity: "paris15",
    title: "Formation PSC1 grand public",
    location: "trainingParis15",
    start: "09:00",
    end: "17:30",
    means: [{ type: "trainingTeam", count: [1, 1] }],
    opening: { option: "specificDuration", days: 21 },
    deadline: true,
    // Saturday.
    recurrence: (today) =>
      recurrence({
        type: "weekly",
        start: addDays(today, -14),
        end: addDays(today, 14),
        weekdays: 32,
      }),
  },
  {
    activity: "firstAidCourse",
    entity: "lyon7",
    title: "Formation continue des secouristes — Lyon",
    location: "trainingLyon",
    start: "09:00",
    end: "12:30",
    means: [{ type: "trainingTeam", count: [1, 1], staff: [3, 3] }],
    opening: { option: "manual" },
    deadline: true,
    // The same weekday and rank in the month as six days from now: one session in the window.
    recurrence: (today) => {
      const nth = nthOf(addDays(today, 6));
      return recurrence({
        type: "monthlyNth",
        start: addDays(today, -14),
        end: addDays(today, 14),
        nth: { value: nth.value, type: weekdayNames[nth.weekday] ?? "monday" },
      });
    },
  },
  {
    activity: "emergencyPlan",
    entity: "hautsDeSeine",
    title: "Exercice mensuel du plan de secours départemental",
    location: "warehouseNanterre",
    start: "18:00",
    end: "22:00",
    means: [
      { type: "commandPost", count: [1, 1] },
      { type: "firstAidTeam", count: [1, 2] },
      { type: "logistics", count: [1, 1] },
    ],
    opening: { option: "manual" },
    recurrence: (today) =>
      recurrence({
        type: "monthlyByDay",
        start: addDays(today, -14),
        end: addDays(today, 14),
        dayOfMonth: dayOfMonth(addDays(today, 9)),
      }),
  },
];

const eventMeans = (teams: readonly [number, number]): MeansPlan[] => [
  { type: "firstAidTeam", count: teams },
  { type: "vpsp", count: [1, 1] },
  { type: "commandPost", count: [0, 1] },
];

/** Activities held once: events, sports, reinforcements, emergencies, trainings. */
export const oneOffTemplates: OneOffTemplate[] = [
  {
    activity: "dpsPublicEvent",
    entity: "paris",
    title: "Concert — Accor Arena",
    location: "accorArena",
    start: "17:30",
    end: "00:30",
    days: "any",
    count: 3,
    means: eventMeans([2, 4]),
    opening: dpsOpening,
    deadline: true,
    attachment: {
      fileName: "consignes-accor-arena.txt",
      type: "text/plain",
      text: "Accès équipes : porte 7, quai de Bercy.\nBriefing 17:00 au poste de secours n° 1.\nRadio : canal 3.\n",
    },
  },
  {
    activity: "dpsPublicEvent",
    entity: "paris19",
    title: "Concert — Zénith Paris",
    location: "zenithParis",
    start: "18:00",
    end: "00:00",
    days: "weekend",
    count: 2,
    means: eventMeans([1, 2]),
    opening: dpsOpening,
    deadline: true,
  },
  {
    activity: "dpsPublicEvent",
    entity: "paris15",
    title: "Salon — Paris Expo Porte de Versailles",
    location: "parisExpo",
    start: "08:30",
    end: "19:30",
    days: "weekend",
    count: 2,
    means: eventMeans([2, 3]),
    opening: { option: "specificDate" },
    deadline: true,
    attachment: {
      fileName: "plan-des-postes.csv",
      type: "text/csv",
      text: "poste;hall;contact\nPS1;Hall 1;06 00 00 00 01\nPS2;Hall 7;06 00 00 00 02\n",
    },
  },
  {
    activity: "dpsPublicEvent",
    entity: "paris",
    title: "Feu d'artifice — Champ-de-Mars",
    location: "champDeMars",
    start: "20:00",
    end: "01:00",
    days: "weekend",
    count: 1,
    means: eventMeans([4, 5]),
    opening: dpsOpening,
    deadline: true,
    comment: "Grand public : prévoir des couvertures de survie et des bouteilles d'eau.",
  },
  {
    activity: "dpsPublicEvent",
    entity: "nanterre",
    title: "Concert — Paris La Défense Arena",
    location: "defenseArena",
    start: "17:00",
    end: "00:30",
    days: "any",
    count: 2,
    means: eventMeans([2, 3]),
    opening: dpsOpening,
    deadline: true,
  },
  {
    activity: "dpsPublicEvent",
    entity: "boulogne",
    title: "Festival — La Seine musicale",
    location: "seineMusicale",
    start: "14:00",
    end: "23:30",
    days: "weekend",
    count: 1,
    means: eventMeans([1, 2]),
    opening: { option: "manual" },
  },
  {
    activity: "dpsPublicEvent",
    entity: "lyon7",
    title: "Concert — Halle Tony-Garnier",
    location: "halleTonyGarnier",
    start: "18:30",
    end: "00:00",
    days: "any",
    count: 2,
    means: eventMeans([1, 2]),
    opening: dpsOpening,
    deadline: true,
  },
  {
    activity: "dpsPublicEvent",
    entity: "lyon",
    title: "Fête de quartier — place Bellecour",
    location: "placeBellecour",
    start: "10:00",
    end: "19:00",
    days: "weekend",
    count: 1,
    means: eventMeans([1, 2]),
    opening: { option: "automatic" },
  },
  {
    activity: "dpsSport",
    entity: "paris",
    title: "Match de football — Parc des Princes",
    location: "parcDesPrinces",
    start: "17:00",
    end: "23:30",
    days: "weekend",
    count: 2,
    means: eventMeans([3, 4]),
    opening: dpsOpening,
    deadline: true,
  },
  {
    activity: "dpsSport",
    entity: "paris15",
    title: "Rugby — Stade Jean-Bouin",
    location: "stadeJeanBouin",
    start: "14:00",
    end: "19:00",
    days: "weekend",
    count: 1,
    means: eventMeans([1, 2]),
    opening: dpsOpening,
  },
  {
    activity: "dpsSport",
    entity: "boulogne",
    title: "10 km de Boulogne-Billancourt",
    location: null,
    start: "07:00",
    end: "13:00",
    days: "weekend",
    count: 1,
    means: eventMeans([2, 3]),
    opening: { option: "specificDate" },
    deadline: true,
  },
  {
    activity: "dpsSport",
    entity: "nanterre",
    title: "Cross départemental — parc André-Malraux",
    location: "parcAndreMalraux",
    start: "08:00",
    end: "14:00",
    days: "weekend",
    count: 1,
    means: eventMeans([1, 2]),
    opening: { option: "manual" },
  },
  {
    activity: "dpsSport",
    entity: "lyon7",
    title: "Match de football — Groupama Stadium",
    location: "groupamaStadium",
    start: "18:00",
    end: "23:59",
    days: "weekend",
    count: 2,
    means: eventMeans([2, 3]),
    opening: dpsOpening,
    deadline: true,
  },
  {
    activity: "urgentTransport",
    entity: "boulogne",
    title: "Renfort SAMU 92 — garde de jour",
    location: "csBoulogne",
    start: "08:00",
    end: "20:00",
    days: "weekend",
    count: 3,
    means: [{ type: "vpsp", count: [1, 2] }],
    opening: { option: "manual" },
  },
  {
    activity: "urgentTransport",
    entity: "paris19",
    title: "Renfort ambulance — épidémie de grippe",
    location: "csParis19",
    start: "20:00",
    end: "08:00",
    days: "weekday",
    count: 2,
    means: [{ type: "vpsp", count: [1, 2] }],
    opening: { option: "manual" },
  },
  {
    activity: "scheduledTransport",
    entity: "nanterre",
    title: "Transport programmé — rééducation Raymond-Poincaré",
    location: "raymondPoincare",
    start: "07:30",
    end: "17:00",
    days: "weekday",
    count: 3,
    means: [{ type: "vsl", count: [1, 2] }],
    opening: { option: "automatic" },
  },
  {
    activity: "emergencyPlan",
    entity: "paris",
    title: "Crue de la Seine — pré-alerte et surveillance des berges",
    location: "placeRepublique",
    start: "08:00",
    end: "20:00",
    days: "any",
    count: 1,
    means: [
      { type: "commandPost", count: [1, 1] },
      { type: "firstAidTeam", count: [2, 2] },
      { type: "logistics", count: [1, 2] },
    ],
    opening: { option: "manual" },
  },
  {
    activity: "emergencyPlan",
    entity: "paris19",
    title: "Incendie d'immeuble rue de Crimée — soutien aux sinistrés",
    location: "gymnaseJeanJaures",
    start: "20:00",
    end: "08:00",
    days: "weekday",
    count: 1,
    means: [
      { type: "commandPost", count: [1, 1] },
      { type: "socialTeam", count: [2, 2] },
      { type: "vpsp", count: [1, 1] },
    ],
    opening: { option: "automatic" },
    automaticValidation: true,
  },
  {
    activity: "shelter",
    entity: "nanterre",
    title: "Accueil de personnes évacuées — gymnase Pablo-Picasso",
    location: "gymnasePicasso",
    start: "20:00",
    end: "08:00",
    days: "any",
    count: 2,
    means: [
      { type: "socialTeam", count: [1, 2] },
      { type: "logistics", count: [1, 1] },
    ],
    opening: { option: "manual" },
  },
  {
    activity: "streetOutreach",
    entity: "paris15",
    title: "Maraude exceptionnelle — vague de froid",
    location: "csParis15",
    start: "20:00",
    end: "01:00",
    days: "any",
    count: 2,
    means: [{ type: "socialTeam", count: [2, 3] }],
    opening: { option: "automatic" },
    automaticValidation: true,
  },
  {
    activity: "foodDistribution",
    entity: "paris",
    title: "Collecte nationale dans les supermarchés",
    location: null,
    start: "09:00",
    end: "19:00",
    days: "weekend",
    count: 1,
    means: [
      { type: "socialTeam", count: [3, 4] },
      { type: "logistics", count: [1, 2] },
    ],
    opening: { option: "specificDate" },
    deadline: true,
  },
  {
    activity: "firstAidCourse",
    entity: "paris15",
    title: "Formation PSE1 — session intensive",
    location: "trainingParis15",
    start: "08:30",
    end: "18:00",
    days: "weekday",
    count: 2,
    means: [{ type: "trainingTeam", count: [1, 1], staff: [3, 3] }],
    opening: { option: "specificDate" },
    deadline: true,
  },
  {
    activity: "firstAidCourse",
    entity: "boulogne",
    title: "Formation PSC1 en entreprise",
    location: null,
    start: "09:00",
    end: "17:00",
    days: "weekday",
    count: 2,
    means: [{ type: "trainingTeam", count: [1, 1] }],
    opening: { option: "manual" },
  },
];
