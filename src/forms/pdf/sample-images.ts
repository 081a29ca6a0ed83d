/** Small pictures for sample submissions (PDF-config previews): made once with node:zlib, kept as data: URLs. */

/** A 180×50 grayscale PNG of a handwritten-looking signature. */
export const SAMPLE_SIGNATURE =
  'data:image/png;base64,' +
  'iVBORw0KGgoAAAANSUhEUgAAALQAAAAyCAAAAADQT64rAAABL0lEQVR42u2YXRLCIAyEcxLO6e31oeOosAtJiLXOLI9tEz6av23t' +
  '/ofLBC1oQQta0IIWtKAFLWhBH6sd60ToxI7YQ8iHVey3gZ1yYTXMWeynZcyDVSRGmrpz8W3ojjOH/W4UcWBF9ZeiHs9NHquARoQJ' +
  'anBuXjmb0KzwotTD88AeF7qVvOYpNY96d6PhKyO1LX0HpglPGxKYxalflp93bJFSsQFI6pMeZhqrRpuL+VPSM0VgJ4SGk7KjrkBO' +
  'z4G8kw+/KxiCaV0gC1SIq2R1Zz0Lr6Mpu6SBOXpWTl70Jt7x51Az5iuOADELL+0F8Q3N2SkrxOa+KMTDhVR/TrHWiGeHYGp9xedk' +
  '0GwKbjOPY7y1CnF/+oftxYmZYLo2sv57CFrQ14W+/XwpPQQt6MuvBxvhXZKCHeAnAAAAAElFTkSuQmCC';

/** A 96×64 PNG of a crane boom against the sky. */
export const SAMPLE_PHOTO =
  'data:image/png;base64,' +
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAACqElEQVR42u3S/W5MURQF8PUw8xjrEYSjqqqqREREPIAQQkiFEEII' +
  'IYQQolqtVjut1vf39zdPsB9gnsAfkuZmtz1t19zp3Hud5PfX3LP2nrNysOeOJRHYO2BJBPbdtSQC+wcticCBIUsicPCe/Q8a9ZoW' +
  'xKFhq7ZGvfaPFsfhEauw2XYa9Zo2AUfuW1Vl2yGpDUH/qFVPtppGvdY/aiS1UTg6ZhWTrWb2R5LaNBx7YJXhHk72E0ltJo6PWzVk' +
  'q5n7laQ2FicmrOzcw5n3DEltOE7WrdRcOwsdI6nNx6lJK69sNfGTJLUVOD1lZeQezqLnSWqLcOahlU62miVGSGq7cHbaSsQ9nKUH' +
  'SWobcW7GyiJbzXKzJLWlOP/Iis89HGECSW01Ljy2gnPtaENIakFcfGJFlq2mmTkktSAuPbVicg+nyWkktSAuP7MCylaTy0CSWhBX' +
  'nluhuIeT11iSWhBXX1hxZKvJdzJJLYhrL60I3MPJfT5JLYjrr6ztXDutWEFSC+LGa2uvbDWt20JSC+LmG2sX93BauoukFsSttyZw' +
  'd2tygvYfloWkFsTtdyZwBa1YVkZSC+LOexO4S2pBbbWGpBbEwAcTuIJaFMkRSS2IwY8mcLfN/XzuSGpBDH0ygbvw0g9r65pHUgti' +
  '+LMJXEFNHlsBJLUgRr6YwN180TPalhyR1IIY/WoCV9CyvrYFSS2IsW8mcBUs9EkbXigY/24CV1Dkx7LDxA8TuC7m/aUaMPnTBK6O' +
  'LG1gYWHqlwkWakebVmSY/m2CudVoc4oPM39M4NrRhpQCdm8JSQR29YUkAjs3hyQCO3pDEoHtm0ISgW09IYnA1o0hiUBfd0gi0Lsh' +
  'JBHo6QpJBLrXhyQCXZ0hiUDnupBEoKMjJBEIa0MSgdUhJBFYtSYkEX8BFueHMsoiQioAAAAASUVORK5CYII=';
