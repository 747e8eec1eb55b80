/** A sentence that tells the founder what to do: kept for the reply's next step. */
export const ADVICE =
  /^(?:use|keep|write|define|hold|give|check|spend|start|put|ask|run|track|build|set|pick|choose|talk|test|compare|prepare|document|focus|avoid|make|get|treat|plan|review|prefer|send|show|lead|open|explain|read|offer|calculate|measure|list|map|interview|follow|decide|delay|reserve|match|aim|budget|model|update|share|price|charge|segment|tie|frame|create|cut|reduce|raise|negotiate|hire|schedule|assume|watch|report|replace)\b|\bshould\b/i;
