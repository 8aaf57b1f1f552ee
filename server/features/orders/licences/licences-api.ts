import { z } from 'zod';
import { licenceVerificationSchema, verifyLicenceSchema } from '../../../../shared/licence-schemas';
import { rateLimited, type RouteDescriptions } from '../../../http/api-description/route-description';

/** A licence in the real format (decision 009), signed by a throwaway key: its verdict here is `bad-signature`. */
const licenceExample = [
  'eyJsaWNlbmNlSWQiOiIzZjJiOGMxZS01ZDRhLTRlN2ItOWMyZC04YTFmNmUwYjdjOTUiLCJkcml2ZXIiOiJuZXRhdG1vLXdl',
  'YXRoZXItc3RhdGlvbiIsIm1hYyI6IjAwMEZGRjEyMzQ1NiIsIm9yZGVySWQiOiI5ZDBjNmE1Mi03ZTFiLTRmM2EtOGM1ZC0y',
  'YjZlNGYxYTBjMzciLCJpc3N1ZWRBdCI6IjIwMjYtMTEtMDJUMDk6NDE6MjcuMDAwWiJ9.Q-7u5DuqNrbgkQ2TXGv6fKenEiI',
  'BkPYGk_QesoGddPsejTGzozEbLlfpmx5_yzi4BtdleeVb1qkBI8vTv5LgFotYMFare1afgV-G70_QvUUdiJ-rwGYg4NTP9ZS',
  'UnU434sid8ZK8KHaDiGVDxnRIs7HEBR4ZjoZaL-Gjg3b6vK4eW68fLFVapGVu7Lck2R_9Su1ANp82Io-56aiU6AlGIOYeqsX',
  'c-bcg3zxubzD4Eegd6g0hiOislyBp7pHOr6Yt8gicWc7jnJnZ6bM55sLbfpnqMs8qnoSzxRM5F1kgeBs9eB_WL1Qr7QJrkpM',
  'wYHPurw_WA0tmetbPk8zviSn9-TIr_YTnq04f5_Uwczm4YTdPJL3rLksds898bLnOpIF7wztbUBWPj5VxiOe-5vFRD5LURd8',
  'TuVI7RbwqTpMw71rz1XpPvnhdDIGzxLKwDxj1bI4LiCG_qKssCn_Q0AmAXlBLEaqqBiwYUNAxb0pNm05gQ3bOXm4ptGJC6Cd',
  '06AdT',
].join('');

export const licencesApi: RouteDescriptions = {
  'GET /api/licences/public-key': {
    summary: 'The public key drivers verify licences with (for driver authors)',
    description:
      'The RSA public key (PEM, SubjectPublicKeyInfo) whose private half signs every licence. A driver embeds ' +
      'it and checks a licence offline: the signature over the payload, then that the payload names this ' +
      "driver and the processor's MAC address (format in decision 009). It changes only if the owner " +
      'replaces the key; answered with `Cache-Control: no-cache`.\n\n' +
      '```sh\ncurl -s https://www.example.com/api/licences/public-key > licence-public-key.pem\n```',
    answers: {
      200: {
        description: 'The key in PEM.',
        schema: z.string().meta({
          examples: [
            '-----BEGIN PUBLIC KEY-----\nMIIBojANBgkqhkiG9w0BAQEFAAOCAY8AMIIBigKCAYEA…\n-----END PUBLIC KEY-----\n',
          ],
        }),
        contentType: 'application/x-pem-file',
      },
    },
    errors: { 503: 'This server has no licence key configured.', ...rateLimited },
  },
  'POST /api/licences/verify': {
    summary: 'Whether a licence is genuine and still valid (for driver authors)',
    description:
      'Online check, which alone knows revocations: send the licence text as the driver holds it. Every ' +
      'licence that does not check out is a 200 with `valid: false` and the reason; 400 only for a request ' +
      'that is not `{"licence": "<text>"}`.\n\n' +
      '```sh\ncurl -s https://www.example.com/api/licences/verify -H "Content-Type: application/json" \\\n' +
      `  -d '{"licence": "${licenceExample}"}'\n` +
      '# {"valid":false,"reason":"bad-signature"}: this example is signed by another key. A licence this\n' +
      '# site issued answers {"valid":true,"driver":"netatmo-weather-station","mac":"000FFF123456",...}\n```',
    body: verifyLicenceSchema.meta({ examples: [{ licence: licenceExample }] }),
    answers: { 200: { description: 'The verdict.', schema: licenceVerificationSchema } },
    errors: { 400: 'The body is not `{"licence": "<text>"}`.', ...rateLimited },
  },
};
